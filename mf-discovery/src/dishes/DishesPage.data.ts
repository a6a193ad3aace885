// The dishes page's contract with the shell (shared-contracts' federation/page.ts).
import { pairingApi, PUBLIC_PAGE, type PageContract } from '@vinkompassen/shared-contracts';
import { titleBreadcrumbHead } from '@vinkompassen/ui-kit';
import { dishesQueryArgs } from '../ui/pageQueries';

const page: PageContract = {
  prefetch: ({ search, store }) => {
    store.dispatch(pairingApi.util.prefetch('getDishes', dishesQueryArgs(search), {}));
    return true;
  },
  head: titleBreadcrumbHead,
  cache: PUBLIC_PAGE,
};

export default page;
