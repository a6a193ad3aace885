import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** What the package specs hold a remote's area to. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa'];

/**
 * axe run inside the page itself ("legacy mode"): by default @axe-core/playwright collects partial results per frame
 * and finishes the run in a new blank page, into which it injects axe again; that took 2–4 times as long as the
 * check on our pages (5.4 s against 1.5 s on /toplists). What it is for, cross-origin frames, our pages have none:
 * a page with a frame is refused rather than half checked.
 */
class InPageAxeBuilder extends AxeBuilder {
  readonly #page: Page;

  constructor(page: Page) {
    super({ page });
    this.#page = page;
    this.setLegacyMode(true);
  }

  override async analyze(): ReturnType<AxeBuilder['analyze']> {
    const frames = this.#page.frames().length - 1;
    if (frames > 0) throw new Error(`axe in the page cannot check cross-origin frames, and this page has ${frames}`);
    return super.analyze();
  }
}

/**
 * axe over the page (or the area `within`), reporting violations only: it then skips building selectors for every
 * node that passes, most of its time on a large page. The specs read only the violations.
 */
export function axe(page: Page, within?: string, tags: string[] = WCAG_TAGS): AxeBuilder {
  const builder = new InPageAxeBuilder(page).withTags(tags).options({ resultTypes: ['violations'] });
  return within ? builder.include(within) : builder;
}
