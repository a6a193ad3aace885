import { createContext, useContext, useEffect } from 'react';
import { bus } from '../bus/bus';
import type { PageMeta } from '../bus/messages';

/**
 * Where a page reports its title, description and image while it renders. The browser learns them from the
 * bus (`meta/changed`, after the commit); a server render runs no effects, so the shell's server provides a
 * sink here and writes what it collects into the page's <head>.
 */
export const PageMetaSinkContext = createContext<((meta: PageMeta) => void) | null>(null);

/** Call during render with the page's meta (null while unknown); a no-op outside a server render. */
export function useServerPageMeta(meta: PageMeta | null): void {
  const sink = useContext(PageMetaSinkContext);
  if (sink && meta) sink(meta);
}

/** The meta without empty fields: an empty description or image leaves the route's own in place. */
export function pageMetaOf(meta: PageMeta): PageMeta {
  return Object.fromEntries(Object.entries(meta).filter(([, value]) => value !== undefined && value !== '')) as PageMeta;
}

/**
 * A page's own title, description, image and shareability once its data is known (null while unknown): written
 * into the server's <head>, and published on the bus after the commit in the browser.
 */
export function usePageMeta(meta: PageMeta | null): void {
  const key = meta ? JSON.stringify(pageMetaOf(meta)) : null;
  useServerPageMeta(meta && pageMetaOf(meta));
  useEffect(() => {
    if (!key) return;
    // After the commit: the shell re-applies the route's own meta in a parent effect of the same commit. A page that
    // changes or leaves before then publishes nothing stale.
    let cancelled = false;
    queueMicrotask(() => {
      if (!cancelled) bus.publish('meta/changed', JSON.parse(key) as PageMeta);
    });
    return () => {
      cancelled = true;
    };
  }, [key]);
}
