import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { bus, useGetProfileQuery } from '@vinkompassen/shared-contracts';
import { useAppSelector } from '../store/hooks';
import type { Session } from './session';
import { selectProfile } from './profile';

const SessionContext = createContext<Session | null>(null);

export function SessionProvider({ session, children }: { session: Session; children: ReactNode }) {
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

/** How long an in-place logout error stays, like the banner's (spec section 9). */
const LOGOUT_ERROR_MS = 4000;

/**
 * Logout for menus. A failed logout keeps the session (the token still works on the server); `failed` lets the
 * mobile menu and the header show the error in place (spec section 8); callers without a place get the banner.
 */
export function useLogout(options: { reportInline?: boolean } = {}) {
  const session = useContext(SessionContext);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!failed) return;
    const timer = setTimeout(() => setFailed(false), LOGOUT_ERROR_MS);
    return () => clearTimeout(timer);
  }, [failed]);
  const logout = async () => {
    if (!session) throw new Error('useLogout outside <SessionProvider>');
    setFailed(false);
    const ok = await session.logout();
    if (ok) return;
    if (options.reportInline) setFailed(true);
    else bus.publish('error/show');
  };
  return { logout, failed };
}

/** Whether someone is logged in. */
export function useAuthenticated(): boolean {
  return useAppSelector((state) => state.auth.token !== null);
}

/**
 * Keeps the logged-in user's profile loaded (once per token, in the RTK Query cache). Called once, by the header,
 * which every page shows: a query hook costs far more per render than the selectors the other parts use.
 */
export function useProfileSubscription(): void {
  useGetProfileQuery(undefined, { skip: !useAuthenticated() });
}

/** Login state plus the profile (kept loaded by useProfileSubscription). */
export function useSessionView() {
  const authenticated = useAuthenticated();
  const profile = useAppSelector(selectProfile);
  return { authenticated, profile };
}
