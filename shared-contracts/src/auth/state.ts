/**
 * The `auth` slice shape in the shell's store. The shell owns the reducer; remotes rendered inside
 * the shell's <Provider> read it with these selectors and never write it (they publish bus messages).
 */
export interface AuthState {
  token: string | null;
  authenticated: boolean;
}

export interface AuthRootState {
  auth: AuthState;
}

export const selectToken = (state: AuthRootState): string | null => state.auth.token;
export const selectIsAuthenticated = (state: AuthRootState): boolean => state.auth.token !== null;
