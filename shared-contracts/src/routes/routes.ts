/**
 * Route paths of the product (spec section 2). Patterns use react-router syntax;
 * links should use the named paths and the builders, never hand-written strings.
 */
export const ROUTES = {
  home: '/',
  toplists: '/toplists',
  lists: '/lists',
  list: '/list/:slug',
  product: '/product/:slug',
  dishes: '/dishes',
  dish: '/dishes/:slug',
  winefinder: '/winefinder',
  winefinderResults: '/winefinder/results',
  search: '/search',
  searchUsers: '/search/search-users',
  recommended: '/recommended',
  register: '/register',
  login: '/login',
  reset: '/reset',
  confirmReset: '/confirm-reset/*',
  user: '/user/:slug',
  profile: '/profile',
  profileLists: '/profile/lists',
  profileUsers: '/profile/users',
  userList: '/user-list/:slug',
  terms: '/terms',
  about: '/about',
  newsletter: '/newsletter',
  /** The link in the newsletter's confirmation mail (double opt-in). */
  newsletterConfirm: '/newsletter/confirm/:token',
  /**
   * The links of an e-mail change: `confirm/{token}` to the new address (the change happens when it is followed),
   * `report/{token}` in the notice to the old one ("Det var inte jag").
   */
  emailChange: '/email-change/*',
  filter: '/filter',
  /** What the people and lists the user follows did (login required). */
  feed: '/flode',
} as const;

export type RouteKey = keyof typeof ROUTES;

/** The spec's named routes used by links, by their spec names. */
export const NAMED_ROUTES = {
  home: ROUTES.home,
  winefinder: ROUTES.winefinder,
  toplists: ROUTES.toplists,
  lists: ROUTES.lists,
  dishes: ROUTES.dishes,
  search: ROUTES.search,
  about: ROUTES.about,
  newsletter: ROUTES.newsletter,
  register: ROUTES.register,
  login: ROUTES.login,
  reset: ROUTES.reset,
  profile: ROUTES.profile,
  'user-list': ROUTES.userList,
} as const;

export type RouteName = keyof typeof NAMED_ROUTES;

const withSlug = (pattern: string, slug: string | number): string => {
  const value = String(slug);
  if (value === '') throw new Error(`Empty slug for ${pattern}`);
  return pattern.replace(':slug', encodeURIComponent(value));
};

export const productPath = (slug: string | number): string => withSlug(ROUTES.product, slug);
export const listPath = (slug: string | number): string => withSlug(ROUTES.list, slug);
export const dishPath = (slug: string | number): string => withSlug(ROUTES.dish, slug);
export const userPath = (slug: string | number): string => withSlug(ROUTES.user, slug);
export const userListPath = (slug: string | number): string => withSlug(ROUTES.userList, slug);
export const newsletterConfirmPath = (token: string): string => ROUTES.newsletterConfirm.replace(':token', encodeURIComponent(token));
export const emailChangeConfirmPath = (token: string): string => ROUTES.emailChange.replace('*', `confirm/${encodeURIComponent(token)}`);
export const emailChangeReportPath = (token: string): string => ROUTES.emailChange.replace('*', `report/${encodeURIComponent(token)}`);
