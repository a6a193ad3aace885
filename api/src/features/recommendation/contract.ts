/** The wine finder's API contract (zod schemas + types) lives in shared-contracts/src/api/winefinder.ts. */
export * from '@vinkompassen/shared-contracts/schemas';
