/** Saved wines (likes): saving, the taste profile's wines and its reset, and each wine's count (held in memory). */
export { likeCounts, likeCountsOf, likesChanged } from './counts';
export { likedProductIds, likeProduct, profileResetAt, resetProfile, unlikeProduct } from './queries';
