// A user's page's contract with the shell (shared-contracts' federation/page.ts).
import { PUBLIC_PAGE, type PageContract } from '@vinkompassen/shared-contracts';
import { breadcrumbJsonLd } from '@vinkompassen/ui-kit';
import { socialApi } from '../ui/socialApi';

const page: PageContract = {
  prefetch: ({ params: { slug }, viewer, store }) => {
    if (!slug) return false;
    store.dispatch(socialApi.util.prefetch('getUser', { user: slug, viewer }, {}));
    return true;
  },
  head: ({ params: { slug }, state, pageUrl, publicUrl }) => {
    const user = slug ? socialApi.endpoints.getUser.select({ user: slug, viewer: null })(state as never).data : undefined;
    return user ? { jsonLd: [breadcrumbJsonLd([{ name: user.name, path: new URL(pageUrl).pathname }], publicUrl)] } : {};
  },
  // A profile its user can change at any moment: never kept for the next visitor.
  cache: { ...PUBLIC_PAGE, anonymous: false },
};

export default page;
