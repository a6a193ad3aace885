import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { bus, type PageMeta } from '@vinkompassen/shared-contracts';
import { applyDocumentMeta, type DocumentMeta } from './documentMeta';

/**
 * Applies the route's meta on navigation; a page may refine it with `meta/changed` (e.g. a wine's name).
 * A page's effect runs before this layout's effect in the same commit, so refinements are remembered
 * per path instead of being applied only while a subscription happens to exist.
 */
export function useDocumentMeta(routeMeta: DocumentMeta): void {
  const { pathname } = useLocation();
  const { title, description, image } = routeMeta;
  const base = useRef<DocumentMeta>(routeMeta);
  const refinement = useRef<{ path: string; meta: PageMeta } | null>(null);

  useEffect(() => {
    const subscription = bus.on('meta/changed').subscribe(({ payload }) => {
      refinement.current = { path: window.location.pathname, meta: payload };
      applyDocumentMeta({ ...base.current, ...payload });
    });
    return () => subscription.unsubscribe();
  }, []);

  useEffect(() => {
    base.current = { title, description, image };
    const own = refinement.current?.path === pathname ? refinement.current.meta : {};
    applyDocumentMeta({ ...base.current, ...own });
  }, [pathname, title, description, image]);
}
