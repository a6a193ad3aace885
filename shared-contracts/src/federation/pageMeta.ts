import { createContext, useContext } from 'react';
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
