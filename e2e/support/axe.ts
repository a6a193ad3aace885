import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** What the package specs hold a remote's area to. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa'];

/**
 * axe over the page (or the area `within`), reporting violations only: it then skips building selectors for every
 * node that passes, most of its time on a large page. The specs read only the violations.
 */
export function axe(page: Page, within?: string, tags: string[] = WCAG_TAGS): AxeBuilder {
  const builder = new AxeBuilder({ page }).withTags(tags).options({ resultTypes: ['violations'] });
  return within ? builder.include(within) : builder;
}
