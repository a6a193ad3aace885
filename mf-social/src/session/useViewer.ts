import { useSelector } from 'react-redux';
import { bus, selectToken, useGetProfileQuery, type AuthRootState } from '@vinkompassen/shared-contracts';

/** Who is looking: the token (also the cache key of viewer-dependent answers) and the own user id once known. */
export function useViewer() {
  const token = useSelector((state: AuthRootState) => selectToken(state));
  const { data: profile } = useGetProfileQuery(undefined, { skip: token === null });
  return { token, authenticated: token !== null, userId: profile?.id ?? null };
}

/**
 * Opens the shell's login modal. `savingOrFollowing`: the modal then says why (spec section 6: saving and following
 * need a login).
 */
export function requestLogin(savingOrFollowing = false): void {
  bus.publish('auth/login-requested', { mode: 'login', ...(savingOrFollowing && { reason: 'login-required' as const }) });
}
