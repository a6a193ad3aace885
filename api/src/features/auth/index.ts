/** Accounts and sessions. Other features use only who the signed-in user is. */
export type { AuthUser } from './request-user';
