import { useEffect, useMemo } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useBrowserValue } from '@vinkompassen/ui-kit';
import { AgeGate } from '../age-gate/AgeGate';
import { ConsentBanner } from '../analytics/ConsentBanner';
import { ErrorBanner } from '../error-banner/ErrorBanner';
import { Footer } from '../footer/Footer';
import { Header } from '../header/Header';
import { HomescreenBanner } from '../homescreen/HomescreenBanner';
import { useDocumentMeta } from '../meta/useDocumentMeta';
import { BottomNav } from '../navigation/BottomNav';
import { NoticeHost } from '../notice/NoticeHost';
import { OfflineNotice } from '../offline/OfflineNotice';
import { overlayClosed, routeChanged } from '../store/overlaySlice';
import { returningVisitor, selectPromptsAllowed } from '../store/promptsAllowed';
import { useCurrentRoute } from '../routing/currentRoute';
import { useServerNotFound } from '../routing/serverNotFound';
import { useScrollRestoration } from '../routing/useScrollRestoration';
import { isNotFoundKind, NOT_FOUND_KINDS } from '../pages/NotFoundPage';
import { NOT_FOUND_ROUTE } from '../routing/routeTable';
import { TEXTS } from '../texts';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { lazyPart } from '../ui/lazyPart';

/** Modals open on request only: their code (the newsletter form among it) waits until one is asked for. */
const OverlayHost = lazyPart(() => import('../overlays/OverlayHost').then((m) => m.OverlayHost));

/** The frame around every screen; remotes render into <Outlet />. */
export function AppLayout() {
  const route = useCurrentRoute();
  const { pathname } = useLocation();
  const dispatch = useAppDispatch();
  // Only the browser knows an earlier visit; the server and the hydration render show no tip either way.
  const returning = useBrowserValue(returningVisitor, false);
  const promptsAllowed = useAppSelector((state) => selectPromptsAllowed(state, returning));
  const modalOpen = useAppSelector((state) => state.overlays.open !== null);
  const { flags } = route;
  // The server answered 404 here: the not-found page's title (an unknown wine: "Vinet hittades inte").
  const notFoundHere = useServerNotFound(route.id);
  const notFoundMeta = useMemo(
    () => ({ title: isNotFoundKind(route.id) ? NOT_FOUND_KINDS[route.id].heading : NOT_FOUND_ROUTE.meta.title }),
    [route.id],
  );
  useDocumentMeta(notFoundHere ? notFoundMeta : route.meta);
  useScrollRestoration();

  useEffect(() => {
    dispatch(routeChanged());
  }, [pathname, dispatch]);

  return (
    <AgeGate>
      <a className="vk-skip-link" href="#main">
        {TEXTS.skipLink}
      </a>
      <ErrorBanner />
      <OfflineNotice />
      <Header flags={flags} />
      <main
        id="main"
        tabIndex={-1}
        className={['vk-main', flags.center && 'vk-main--center', !flags.hideBottomNav && 'vk-main--with-bottom-nav']
          .filter(Boolean)
          .join(' ')}
        data-route={route.id}
      >
        <Outlet />
      </main>
      <Footer />
      {!flags.hideBottomNav && <BottomNav />}
      {/* Routes without the bottom nav give the bottom edge to their own sticky action bar (Vinväljaren, Filter);
          the homescreen tip waits for the consent choice and a page or two (one interruption at a time), and a modal hides it. */}
      <HomescreenBanner suppressed={flags.hideBottomNav || !promptsAllowed || modalOpen} />
      <ConsentBanner aboveBottomNav={!flags.hideBottomNav} />
      <NoticeHost />
      {modalOpen && <OverlayHost onLoadFailed={() => dispatch(overlayClosed())} />}
    </AgeGate>
  );
}
