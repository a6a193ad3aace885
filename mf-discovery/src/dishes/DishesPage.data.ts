// The dishes page's contract with the shell (shared-contracts' federation/page.ts).
import { PUBLIC_PAGE, type PageContract } from '@vinkompassen/shared-contracts';
import { titleBreadcrumbHead } from '@vinkompassen/ui-kit';
import { dishesQueryArgs } from '../ui/pageQueries';
import { discoveryApi } from '../ui/discoveryApi';

const page: PageContract = {
  prefetch: ({ search, store }) => {
    store.dispatch(discoveryApi.util.prefetch('getDishes', dishesQueryArgs(search), {}));
    return true;
  },
  head: titleBreadcrumbHead,
  cache: PUBLIC_PAGE,
};

export default page;
