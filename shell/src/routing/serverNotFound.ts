import { useLocation } from 'react-router-dom';
import { useAppSelector } from '../store/hooks';
import { useSsr } from '../ssr-context/SsrContext';

/**
 * The server answered 404 for this page and it stands. The server renders every visitor as anonymous, so a
 * private user list is 404 there; once hydrated with a session, the list's own screen asks again with the token
 * (the owner sees the list, anyone else the screen's own "Listan finns inte").
 */
export function useServerNotFound(routeId: string): boolean {
  const { notFoundPath, hydrated } = useSsr();
  const { pathname } = useLocation();
  const hasToken = useAppSelector((state) => state.auth.token !== null);
  if (notFoundPath !== pathname) return false;
  return !(routeId === 'userList' && hydrated && hasToken);
}
