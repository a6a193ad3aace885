// This page's contract with the shell (shared-contracts' federation/page.ts), exposed beside it as
// `./__Name__Page.data`: the server reads its head and cache policy, the browser its `prefetch` (none: no data yet).
import { PUBLIC_PAGE, type PageContract } from '@vinkompassen/shared-contracts';
import { titleBreadcrumbHead } from '@vinkompassen/ui-kit';

// Under home by the title the page reports (usePageMeta); kept a minute for anonymous visitors.
const page: PageContract = { head: titleBreadcrumbHead, cache: PUBLIC_PAGE };

export default page;
