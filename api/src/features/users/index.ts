/** Members: profiles, avatars and their public summaries; product summaries for what they saved. */
export { avatarUrl } from './avatar';
export { DISPLAY_NAME_PREFIX } from './display-name';
export { moveLegacyAvatars } from './legacy-avatars';
export { loadProductSummaries } from './product-summaries';
export { likedProducts, toUserSummary, userSummariesById, userSummaryColumns } from './serialize';
export { findUserOr404 } from './lookup';
export { existingProductIds, PRODUCT_NOT_FOUND } from './product-summaries';
export { newListSlug, newUserSlug } from './slugs';
export { deleteUser, findAvatar, findSelf, follow, listFollowing, searchUsers, unfollow, updateProfile } from './queries';
export { followCounts, ownProfile, publicProfile } from './serialize';
export { AVATAR_NAME, AVATAR_URL_PREFIX, newAvatarName, reencodeAvatar } from './avatar';
