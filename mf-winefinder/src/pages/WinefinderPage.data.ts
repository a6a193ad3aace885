// The winefinder's contract with the shell (shared-contracts' federation/page.ts): the chat's opening, started early.
import { PUBLIC_PAGE, type PageContract } from '@vinkompassen/shared-contracts';
import { winefinderApi } from '../ui/winefinderApi';
import { titleBreadcrumbHead } from '@vinkompassen/ui-kit';

const page: PageContract = {
  // The chat (not its results page, /winefinder/results, also this route's).
  prefetch: ({ params, store }) => {
    if (params['*']) return false;
    store.dispatch(winefinderApi.util.prefetch('getWinefinderOpening', undefined, {}));
    return true;
  },
  head: titleBreadcrumbHead,
  cache: PUBLIC_PAGE,
};

export default page;
