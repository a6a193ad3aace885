import { useRemotes } from '../federation/RemoteContext';
import { remoteContentForPath } from '../routing/routeTable';

/** Starts loading a route's remote module on hover/focus, so the click renders without a wait. */
export function usePrefetchRoute(): (path: string) => void {
  const { prefetch } = useRemotes();
  return (path) => {
    const content = remoteContentForPath(path);
    if (content) prefetch(content.remote, content.module);
  };
}
