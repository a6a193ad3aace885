// This page's contract with the shell (shared-contracts' federation/page.ts): a form, with no data before its code.
import { PUBLIC_PAGE, type PageContract } from '@vinkompassen/shared-contracts';
import { titleBreadcrumbHead } from '@vinkompassen/ui-kit';

const page: PageContract = { head: titleBreadcrumbHead, cache: PUBLIC_PAGE };

export default page;
