// The feed's contract with the shell (shared-contracts' federation/page.ts): a signed-in user's, so nothing to load
// for the anonymous render.
import { PUBLIC_PAGE, type PageContract } from '@vinkompassen/shared-contracts';
import { titleBreadcrumbHead } from '@vinkompassen/ui-kit';

const page: PageContract = { head: titleBreadcrumbHead, cache: PUBLIC_PAGE };

export default page;
