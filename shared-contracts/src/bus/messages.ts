/**
 * Messages exchanged between the shell and the remotes.
 * Every message carries `v`; a breaking payload change bumps the version of that message only,
 * and subscribers built against another version ignore it instead of misreading it.
 */

import type { AnalyticsEvent } from '../analytics/events';
import type { UserSummary } from '../api/schemas';

/** The signed-in user as far as other micro-frontends need to know. */
export type SessionUser = UserSummary;

/** A store the user chose for stock information (Systembolaget siteId). */
export interface SelectedStore {
  siteId: string;
  name: string;
}

export interface PageMeta {
  title?: string;
  description?: string;
  image?: string;
  /** `false` hides the header's share button on this page (e.g. a private list: its link opens for no one else). */
  shareable?: boolean;
}

type EmptyPayload = Record<string, never>;

interface Message<T extends string, V extends number, P = EmptyPayload> {
  type: T;
  v: V;
  payload: P;
}

export type BusMessage =
  /** Current session; replayed to late subscribers through `session$`. */
  | Message<'auth/changed', 1, { token: string | null; authenticated: boolean; user?: SessionUser }>
  | Message<'auth/logout-requested', 1>
  /** Published by the API client on any 401; the shell clears the token. */
  | Message<'auth/unauthorized', 1>
  /**
   * Ask the shell to open the login or register modal; `pendingProductId` is liked after login.
   * `reason: 'login-required'`: opened by an action that needs an account (save, follow); the modal says so.
   */
  | Message<'auth/login-requested', 1, { pendingProductId?: number; mode: 'login' | 'register'; reason?: 'login-required' }>
  /** A login form got a token; the shell stores it, loads the profile and closes/navigates. */
  | Message<'auth/login-succeeded', 1, { token: string; via: 'modal' | 'page' }>
  | Message<'error/show', 1, { message?: string }>
  | Message<'list/create-requested', 1, { productId?: number }>
  | Message<'list/add-requested', 1, { productId: number }>
  /** A wine went into a list through the add-to-list modal; the shell confirms it and offers to undo. */
  | Message<'list/product-added', 1, { list: { id: number; name: string }; productId: number }>
  /** A short confirmation for the shell to show in its status toast (aria-live), e.g. after deleting the account. */
  | Message<'notice/show', 1, { message: string }>
  /** A list was created or changed; list views refetch. */
  | Message<'lists/changed', 1>
  /** Start the newsletter modal countdown (shown once, only to anonymous users). */
  | Message<'newsletter/trigger', 1>
  /** Replayed to late subscribers through `selectedStore$`. */
  | Message<'store/selected', 1, { store: SelectedStore | null }>
  /** A page with data-driven metadata (e.g. a wine) overrides the route's title/description/image. */
  | Message<'meta/changed', 1, PageMeta>
  /** An analytics event (see analytics/events.ts): the shell forwards it only with consent. */
  | Message<'analytics/event', 1, AnalyticsEvent>;

export type BusMessageType = BusMessage['type'];
export type BusMessageOf<T extends BusMessageType> = Extract<BusMessage, { type: T }>;
export type PayloadOf<T extends BusMessageType> = BusMessageOf<T>['payload'];

/** The version of each message this build understands. */
export const MESSAGE_VERSIONS: { readonly [T in BusMessageType]: BusMessageOf<T>['v'] } = {
  'auth/changed': 1,
  'auth/logout-requested': 1,
  'auth/unauthorized': 1,
  'auth/login-requested': 1,
  'auth/login-succeeded': 1,
  'error/show': 1,
  'list/create-requested': 1,
  'list/add-requested': 1,
  'list/product-added': 1,
  'notice/show': 1,
  'lists/changed': 1,
  'newsletter/trigger': 1,
  'analytics/event': 1,
  'store/selected': 1,
  'meta/changed': 1,
};

/** Builds a message with the current version, so callers never write `v` by hand. */
/** The payload argument: optional when the message has no required fields. */
export type PayloadArgs<T extends BusMessageType> = EmptyPayload extends PayloadOf<T>
  ? [payload?: PayloadOf<T>]
  : [payload: PayloadOf<T>];

export function message<T extends BusMessageType>(type: T, ...payload: PayloadArgs<T>): BusMessageOf<T> {
  return { type, v: MESSAGE_VERSIONS[type], payload: payload[0] ?? {} } as BusMessageOf<T>;
}
