// Runtime-light on purpose: this module is a shared singleton loaded on the first view,
// so zod schemas stay behind the separate `@vinkompassen/shared-contracts/schemas` entry.
export * from './bus';
export * from './analytics';
export * from './routes';
export * from './storage';
export * from './auth';
export * from './federation';
export * from './api/client';
export * from './api/errors';
export * from './api/shareCards';
export * from './api/pageData';
export * from './api/dataVersion';
export * from './api/catalogConstants';
export type { FieldErrors, LikeRequest, LikedProduct, LoginRequest, LoginResponse, Profile, RatingsVisibility, UserSummary } from './api/schemas';
export * from './texts';
export * from './format';
export * from './api/endpoints/shared';
