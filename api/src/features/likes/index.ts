/** Saved wines (likes): saving, the taste profile's wines and its reset, and each wine's count (held in memory). */
export { likeCounts, likeCountsOf, likesChanged, LIKE_COUNTS_MAX_AGE_MS, type LikeCountsModel, type LikeCountsSnapshot } from './counts';
export { likedProductIds, likeProduct, profileResetAt, resetProfile, unlikeProduct, type LikeRow } from './queries';
