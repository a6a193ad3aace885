// Home's contract with the shell (shared-contracts' federation/page.ts): the featured lists, started early.
import { PUBLIC_PAGE, type PageContract } from '@vinkompassen/shared-contracts';
import { HOME_LISTS_QUERY } from '../ui/pageQueries';
import { discoveryApi } from '../ui/discoveryApi';

const page: PageContract = {
  prefetch: ({ store }) => {
    store.dispatch(discoveryApi.util.prefetch('getCatalogs', HOME_LISTS_QUERY, {}));
    return true;
  },
  // Home is the site itself: no breadcrumb.
  cache: PUBLIC_PAGE,
};

export default page;
