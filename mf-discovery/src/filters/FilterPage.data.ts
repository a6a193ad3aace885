// This page's contract with the shell (shared-contracts' federation/page.ts): no data of its own before its code.
import { PUBLIC_PAGE, type PageContract } from '@vinkompassen/shared-contracts';
import { titleBreadcrumbHead } from '@vinkompassen/ui-kit';

const page: PageContract = { head: titleBreadcrumbHead, cache: PUBLIC_PAGE };

export default page;
