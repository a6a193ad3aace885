/** Members: profiles, avatars and their public summaries; product summaries for what they saved. */
export { avatarUrl } from './avatar';
export { DISPLAY_NAME_PREFIX } from './display-name';
export { moveLegacyAvatars } from './legacy-avatars';
export { loadProductSummaries } from './product-summaries';
export { likedProducts, toUserSummary, userSummariesById, userSummaryColumns } from './serialize';
