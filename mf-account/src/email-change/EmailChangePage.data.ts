// This page's contract with the shell (shared-contracts' federation/page.ts): a button on a one-time link, with no
// data before its code. Each link is its own URL and used once, so no render of it is kept for the next visitor.
import type { PageContract } from '@vinkompassen/shared-contracts';
import { titleBreadcrumbHead } from '@vinkompassen/ui-kit';

const page: PageContract = { head: titleBreadcrumbHead, cache: { anonymous: false, maxAgeSeconds: 0, dependsOn: [] } };

export default page;
