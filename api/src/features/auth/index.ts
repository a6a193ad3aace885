/** Accounts and sessions. Other features use only who the signed-in user is. */
export type { AuthUser } from './request-user';
export { changePassword, createAccount, findTokenUser, findUserByEmail, passwordHashOf, resetPassword, storeResetToken, touchToken } from './queries';
export { BAD_TOKEN, currentUser, NOT_LOGGED_IN, perUser, requireUser, tokenSecurity, unauthorizedError } from './request-user';
export { AUTH_TEXTS } from './messages';
export { burnPasswordCheck, hashPassword, verifyPassword } from './password';
export { refuseWeakPassword } from './password-policy';
export { issueAuthToken, newRandomToken, revokeToken, sha256 } from './tokens';
export { confirmEmailChange, reportEmailChange, requestEmailChange } from './email-change';
