import { useEffect } from 'react';
import { useLocation, useNavigate, type Location, type NavigateFunction } from 'react-router-dom';

export type LocationListener = (location: Location) => void;

/**
 * The router's location and navigate for code outside React (session, service-worker messaging).
 * Declarative routers keep their history inside React; <NavigationBridge> copies it out.
 */
export interface Navigation {
  /** The location last rendered; null until the router has mounted. */
  location: () => Location | null;
  /** The pathname shown before the current one, if any. */
  previousPathname: () => string | null;
  /** Navigates now, or as soon as the router has mounted. */
  navigate: (to: string) => void;
  /** Called with the current location (if known), then after every rendered navigation. */
  subscribe: (listener: LocationListener) => () => void;
}

/** What <NavigationBridge> writes into; everything else only needs `Navigation`. */
export interface NavigationStore extends Navigation {
  connect: (navigate: NavigateFunction) => () => void;
  publish: (location: Location) => void;
}

export function createNavigation(): NavigationStore {
  let current: Location | null = null;
  let previousPathname: string | null = null;
  let routerNavigate: NavigateFunction | null = null;
  let pending: string | null = null;
  const listeners = new Set<LocationListener>();

  const store: NavigationStore = {
    location: () => current,
    previousPathname: () => previousPathname,
    navigate(to) {
      if (routerNavigate) void routerNavigate(to);
      else pending = to;
    },
    subscribe(listener) {
      listeners.add(listener);
      if (current) listener(current);
      return () => void listeners.delete(listener);
    },
    connect(navigate) {
      routerNavigate = navigate;
      if (pending !== null) {
        const to = pending;
        pending = null;
        void navigate(to);
      }
      return () => {
        if (routerNavigate === navigate) routerNavigate = null;
      };
    },
    publish(location) {
      // StrictMode re-runs effects with the same location object.
      if (location === current) return;
      if (current && current.pathname !== location.pathname) previousPathname = current.pathname;
      current = location;
      for (const listener of [...listeners]) listener(location);
    },
  };
  return store;
}

/** Mount once inside the router: feeds `store` the rendered location and the router's navigate. */
export function NavigationBridge({ store }: { store: NavigationStore }) {
  const location = useLocation();
  const navigate = useNavigate();
  // navigate changes identity with the location; always hand out the latest.
  useEffect(() => store.connect(navigate), [store, navigate]);
  useEffect(() => store.publish(location), [store, location]);
  return null;
}
