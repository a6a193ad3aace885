import type { ComponentType } from 'react';
import { matchPath } from 'react-router-dom';
import { ROUTES, type RemoteModuleName, type RemoteName } from '@vinkompassen/shared-contracts';
import { TEXTS } from '../texts';
import { AboutPage } from '../pages/AboutPage';
import { NewsletterPage } from '../pages/NewsletterPage';
import { NotFoundPage } from '../pages/NotFoundPage';
import { TermsPage } from '../pages/TermsPage';

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

export type RemoteContent = { [R in RemoteName]: { remote: R; module: RemoteModuleName<R> } }[RemoteName];
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

const { titles, descriptions } = TEXTS.meta;

/** Every screen of spec section 2, in the spec's order; any other path is the shell's not-found page. */
export const ROUTE_TABLE: readonly AppRoute[] = [
  route('home', ROUTES.home, { remote: 'discovery', module: './HomePage' }, {}, { secondaryMenu: true }),
  route('toplists', ROUTES.toplists, { remote: 'discovery', module: './ToplistsPage' },
    { title: titles.toplists, description: descriptions.toplists }, { share: true }),
  route('lists', ROUTES.lists, { remote: 'discovery', module: './ListsPage' },
    { title: titles.lists, description: descriptions.lists }, { share: true }),
  route('list', ROUTES.list, { remote: 'discovery', module: './ListPage' }, { title: titles.list }, { share: true }),
  route('product', ROUTES.product, { remote: 'discovery', module: './ProductPage' }, { title: titles.product },
    { share: true, secondaryMenu: true }),
  route('dishes', ROUTES.dishes, { remote: 'discovery', module: './DishesPage' },
    { title: titles.dishes, description: descriptions.dishes }, { share: true }),
  route('dish', ROUTES.dish, { remote: 'discovery', module: './DishPage' }, { title: titles.dish }, { share: true }),
  route('winefinder', `${ROUTES.winefinder}/*`, { remote: 'winefinder', module: './WinefinderPage' },
    { title: titles.winefinder, description: descriptions.winefinder }, { static: true, hideBottomNav: true }),
  route('search', `${ROUTES.search}/*`, { remote: 'discovery', module: './SearchPage' },
    { title: titles.search, description: descriptions.search }, { static: true, secondaryMenu: true }),
  route('recommended', ROUTES.recommended, { remote: 'winefinder', module: './RecommendedPage' },
    { title: titles.recommended }, { share: true }),
  route('register', ROUTES.register, { remote: 'account', module: './RegisterPage' }, { title: titles.register },
    { center: true }),
  route('login', ROUTES.login, { remote: 'account', module: './LoginPage' }, { title: titles.login }, { center: true }),
  route('reset', ROUTES.reset, { remote: 'account', module: './ResetPage' }, { title: titles.reset }, { center: true }),
  route('confirmReset', ROUTES.confirmReset, { remote: 'account', module: './ConfirmResetPage' },
    { title: titles.confirmReset }, { center: true }),
  route('user', ROUTES.user, { remote: 'social', module: './UserPage' }, { title: titles.user }, { share: true }),
  route('profile', `${ROUTES.profile}/*`, { remote: 'account', module: './ProfilePage' }, { title: titles.profile },
    { requiresAuth: true, secondaryMenu: true }),
  route('userList', ROUTES.userList, { remote: 'social', module: './UserListPage' }, { title: titles.userList },
    { share: true }),
  route('terms', ROUTES.terms, { Component: TermsPage }, { title: titles.terms }, { static: true, center: true }),
  route('about', ROUTES.about, { Component: AboutPage }, { title: titles.about, description: descriptions.about },
    { static: true, center: true }),
  route('newsletter', ROUTES.newsletter, { Component: NewsletterPage },
    { title: titles.newsletter, description: descriptions.newsletter }, { center: true }),
  route('filter', ROUTES.filter, { remote: 'discovery', module: './FilterPage' }, { title: titles.filter },
    { static: true, hideBottomNav: true }),
];

export const NOT_FOUND_ROUTE: AppRoute = route('notFound', '*', { Component: NotFoundPage }, { title: titles.notFound },
  { center: true });

/** The remote module that renders `pathname`, if a remote owns it. */
export function remoteContentForPath(pathname: string): RemoteContent | undefined {
  const route = ROUTE_TABLE.find((r) => matchPath({ path: r.path, end: true }, pathname));
  return route && 'remote' in route.content ? route.content : undefined;
}
