import type { ComponentType } from 'react';
import { ROUTES } from '@vinkompassen/shared-contracts';
import { TEXTS } from '../texts';
import { AboutPage, NewsletterConfirmPage, NewsletterPage, TermsPage } from '../pages/lazyPages';
import { NotFoundPage } from '../pages/NotFoundPage';
import { REMOTE_SCREENS, type RemoteContent, type RemoteScreenId } from '../federation/remoteScreens';

export { remoteContentForPath, type RemoteContent } from '../federation/remoteScreens';

export interface RouteFlags {
  requiresAuth: boolean;
  /** Shows the share button. */
  share: boolean;
  /** Page has its own secondary menu: the header is transparent until scrolled. */
  secondaryMenu: boolean;
  /** Header stays put while scrolling. */
  static: boolean;
  /** Content centred in a narrow column (forms, short texts). */
  center: boolean;
  hideBottomNav: boolean;
}

export interface RouteMeta {
  title?: string;
  description?: string;
  image?: string;
}

export type RouteContent = RemoteContent | { Component: ComponentType };

export interface AppRoute {
  id: string;
  /** react-router pattern; `/*` where the page owns child routes. */
  path: string;
  flags: RouteFlags;
  meta: RouteMeta;
  content: RouteContent;
}

const NO_FLAGS: RouteFlags = {
  requiresAuth: false,
  share: false,
  secondaryMenu: false,
  static: false,
  center: false,
  hideBottomNav: false,
};

const route = (
  id: string,
  path: string,
  content: RouteContent,
  meta: RouteMeta,
  flags: Partial<RouteFlags> = {},
): AppRoute => ({ id, path, content, meta, flags: { ...NO_FLAGS, ...flags } });

/** A screen rendered by a remote: path and module from remoteScreens.ts. */
const screen = (id: RemoteScreenId, meta: RouteMeta, flags: Partial<RouteFlags> = {}): AppRoute =>
  route(id, REMOTE_SCREENS[id].path, REMOTE_SCREENS[id].content, meta, flags);

const { titles, descriptions } = TEXTS.meta;

/** Every screen of spec section 2, in the spec's order, with the shell's flags and titles. */
const SPEC_ROUTES: readonly AppRoute[] = [
  screen('home', {}, { secondaryMenu: true }),
  screen('toplists', { title: titles.toplists, description: descriptions.toplists }, { share: true }),
  screen('lists', { title: titles.lists, description: descriptions.lists }, { share: true }),
  screen('list', { title: titles.list }, { share: true }),
  screen('product', { title: titles.product }, { share: true, secondaryMenu: true }),
  screen('dishes', { title: titles.dishes, description: descriptions.dishes }, { share: true }),
  screen('dish', { title: titles.dish }, { share: true }),
  screen('winefinder', { title: titles.winefinder, description: descriptions.winefinder }, { static: true, hideBottomNav: true }),
  screen('search', { title: titles.search, description: descriptions.search }, { static: true, secondaryMenu: true }),
  screen('recommended', { title: titles.recommended }, { share: true }),
  screen('register', { title: titles.register }, { center: true }),
  screen('login', { title: titles.login }, { center: true }),
  screen('reset', { title: titles.reset }, { center: true }),
  screen('confirmReset', { title: titles.confirmReset }, { center: true }),
  screen('emailChange', { title: titles.emailChange }, { center: true }),
  screen('user', { title: titles.user }, { share: true }),
  screen('profile', { title: titles.profile }, { requiresAuth: true, secondaryMenu: true }),
  screen('userList', { title: titles.userList }, { share: true }),
  route('terms', ROUTES.terms, { Component: TermsPage }, { title: titles.terms }, { static: true, center: true }),
  route('about', ROUTES.about, { Component: AboutPage }, { title: titles.about, description: descriptions.about },
    { static: true, center: true }),
  route('newsletter', ROUTES.newsletter, { Component: NewsletterPage },
    { title: titles.newsletter, description: descriptions.newsletter }, { center: true }),
  route('newsletterConfirm', ROUTES.newsletterConfirm, { Component: NewsletterConfirmPage }, { title: titles.newsletterConfirm },
    { center: true }),
  screen('filter', { title: titles.filter }, { static: true, hideBottomNav: true }),
  screen('feed', { title: titles.feed }, { requiresAuth: true }),
];

/** The registry's other screens (a new remote's page): served at their path, with no flags, no shell change. */
const registeredScreens = (Object.keys(REMOTE_SCREENS) as RemoteScreenId[])
  .filter((id) => !SPEC_ROUTES.some((listed) => listed.id === id))
  .map((id) => screen(id, {}));

/** Every page the shell serves; any other path is the shell's not-found page. */
export const ROUTE_TABLE: readonly AppRoute[] = [...SPEC_ROUTES, ...registeredScreens];

export const NOT_FOUND_ROUTE: AppRoute = route('notFound', '*', { Component: NotFoundPage }, { title: titles.notFound },
  { center: true });
