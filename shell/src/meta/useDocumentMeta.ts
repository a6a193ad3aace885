import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { bus } from '@vinkompassen/shared-contracts';
import { applyDocumentMeta, type DocumentMeta } from './documentMeta';

/** Applies the route's meta on navigation; a page may refine it with `meta/changed` (e.g. a wine's name). */
export function useDocumentMeta(routeMeta: DocumentMeta): void {
  const { pathname } = useLocation();
  const { title, description, image } = routeMeta;

  useEffect(() => {
    const base = { title, description, image };
    applyDocumentMeta(base);
    const subscription = bus.on('meta/changed').subscribe(({ payload }) => applyDocumentMeta({ ...base, ...payload }));
    return () => subscription.unsubscribe();
  }, [pathname, title, description, image]);
}
