import { createContext, useContext } from 'react';

/** How this page started: rendered by the server (and being hydrated), or in the browser only. */
export interface SsrContextValue {
  /** The age gate's state in the first render: the server's (the cookie), else what the browser stored. */
  ageConfirmed: boolean | null;
  /** The visitor answered "under 25" in a browser without JavaScript (the form's session cookie): the gate blocks. */
  ageRefused: boolean;
  /** The server answered 404 for this path: the not-found page is what hydrates there. */
  notFoundPath: string | null;
  /** The API failed the server's first-screen request: the error banner starts shown. */
  apiFailed: boolean;
  /**
   * False while the server's HTML is hydrated (and on the server): per-user state is not known yet, so the
   * page renders as for an anonymous visitor. True once the browser's own state (session, consent) is in.
   */
  hydrated: boolean;
}

export const BROWSER_ONLY: SsrContextValue = { ageConfirmed: null, ageRefused: false, notFoundPath: null, apiFailed: false, hydrated: true };

export const SsrContext = createContext<SsrContextValue>(BROWSER_ONLY);

export const useSsr = (): SsrContextValue => useContext(SsrContext);
