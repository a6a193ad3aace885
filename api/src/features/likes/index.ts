/** Saved wines (likes): saving, the taste profile's wines and its reset, and each wine's count. */
export { likeCounts, likedProductIds, likeProduct, profileResetAt, resetProfile, unlikeProduct, type LikeRow } from './queries';
