// The page contract: what a remote's screen declares for the shell, in a small data module exposed beside the screen
// (`./ProductPage` → `./ProductPage.data`, file `ProductPage.data.ts`). The shell calls it with the request and never
// needs to know which page it is: data, head, cache policy, not-found and embedded regions are the remote's.
// Types and one generic helper only; no page's knowledge lives here.
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { DataVersion } from '../api/dataVersion';
import type { PageMeta } from '../bus/messages';
import type { RemoteModuleName, RemoteName } from './remotes';

export { pageDataModule } from './remoteModules.mjs';

/** The one store (its `vinApi` slice is the query cache a page's endpoints fill). */
export interface PageStore {
  dispatch: ThunkDispatch<unknown, unknown, UnknownAction>;
  getState: () => unknown;
}

/** The request a page is for. */
export interface PageRequest {
  /** The route's params (`slug`, `*`). */
  params: Readonly<Record<string, string | undefined>>;
  search: URLSearchParams;
  /** The session's token; null for an anonymous visitor (always, on the server). */
  viewer: string | null;
}

/** A GET of the API: its status and parsed JSON body; rejects when the API cannot be reached in time. */
export type ApiFetch = (path: string, init?: { signal?: AbortSignal }) => Promise<{ status: number; body: unknown }>;

export interface PageLoadInput extends PageRequest {
  store: PageStore;
  api: ApiFetch;
  /** How long the page's first data may take. */
  dataBudgetMs: number;
  /** How long a follow-up (below the fold) may hold the page, at most. */
  followUpBudgetMs: number;
}

/** The page's first data: in the store (`ok`), unknown to the API (`notFound`: a 404 page), or not there in time. */
export type PageOutcome = 'ok' | 'notFound' | 'failed';

/** A schema.org JSON-LD document (built by the remote, typed there with schema-dts's `WithContext<…>`). */
export interface JsonLdDocument {
  readonly '@context': 'https://schema.org';
  readonly '@type': string;
}

export interface PageHeadInput extends PageRequest {
  /** The store after the render: the page's data is in it. */
  state: unknown;
  /** The page's canonical URL (no query). */
  pageUrl: string;
  publicUrl: string;
  /** The API's public base URL (share cards are the API's). */
  apiBaseUrl: string;
  /** The title the page would show without its data (the route's own). */
  title: string | undefined;
}

export interface PageHead extends PageMeta {
  /** An absolute URL of the page's generated share card (og:image, 1200×630). */
  shareCard?: string;
  /** What the page is about, for search engines. */
  jsonLd?: readonly JsonLdDocument[];
}

export interface PageCachePolicy {
  /** Whether the render host and CDNs may keep this page's anonymous render and give it to the next visitor. */
  anonymous: boolean;
  /** How long a kept page is fresh, in seconds (then served stale while a new render runs). */
  maxAgeSeconds: number;
  /** The parts of the API's data version the page shows: a kept page is dropped once one of them moves. */
  dependsOn: readonly (keyof DataVersion)[];
}

/** A region the page embeds from another remote (a `RemoteSlot` rendered on the server). */
export type PageEmbed = { [R in RemoteName]: { remote: R; module: RemoteModuleName<R> } }[RemoteName];

/** Everything the server needs of a page; the default export of the screen's `.data` module. */
export interface PageContract {
  /**
   * Starts the page's first requests in the store, without waiting: the browser calls it as soon as this module is
   * there, while the screen's code is still downloading. Returns false when the page has nothing to ask for.
   */
  prefetch?(input: PageRequest & { store: PageStore }): boolean;
  /** Loads the page's data into the store for a server render, within the budgets (default: `loadQueries`). */
  load?(input: PageLoadInput): Promise<PageOutcome>;
  /**
   * The page's head, from its data in the store. Only the server asks for it, so it may load its code when asked
   * (`await import(…)`): the browser, which loads this module for `prefetch`, then never downloads the JSON-LD code.
   */
  head?(input: PageHeadInput): PageHead | Promise<PageHead>;
  cache: PageCachePolicy;
  embeds?: readonly PageEmbed[];
}


/** The default policy: a page anyone may be shown, kept a minute, gone when the catalog moves. */
export const PUBLIC_PAGE: PageCachePolicy = { anonymous: true, maxAgeSeconds: 60, dependsOn: ['catalog'] };
