import { createContext, useContext, useState, type ReactNode } from 'react';
import { bus, useGetProfileQuery } from '@vinkompassen/shared-contracts';
import { useAppSelector } from '../app/hooks';
import type { Session } from './session';
import { selectProfile } from './profile';

const SessionContext = createContext<Session | null>(null);

export function SessionProvider({ session, children }: { session: Session; children: ReactNode }) {
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

/**
 * Logout for menus. `failed` lets the mobile menu show the error in place (spec section 8);
 * callers without a place for it get the error banner.
 */
export function useLogout(options: { reportInline?: boolean } = {}) {
  const session = useContext(SessionContext);
  const [failed, setFailed] = useState(false);
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

/** Login state plus the profile (loaded once per token and shared through the RTK Query cache). */
export function useSessionView() {
  const authenticated = useAppSelector((state) => state.auth.token !== null);
  useGetProfileQuery(undefined, { skip: !authenticated });
  const profile = useAppSelector(selectProfile);
  return { authenticated, profile };
}
