import { NAMED_ROUTES } from '@vinkompassen/shared-contracts';
import { TEXTS } from '../texts';

export interface NavItem {
  label: string;
  to: string;
}

/** Top menu in the spec's order. */
export const TOP_MENU: readonly NavItem[] = [
  { label: TEXTS.nav.winefinder, to: NAMED_ROUTES.winefinder },
  { label: TEXTS.nav.toplists, to: NAMED_ROUTES.toplists },
  { label: TEXTS.nav.lists, to: NAMED_ROUTES.lists },
  { label: TEXTS.nav.dishes, to: NAMED_ROUTES.dishes },
  { label: TEXTS.nav.search, to: NAMED_ROUTES.search },
  { label: TEXTS.nav.about, to: NAMED_ROUTES.about },
  { label: TEXTS.nav.newsletter, to: NAMED_ROUTES.newsletter },
];
