import { usePageMeta } from '@vinkompassen/shared-contracts';
import { Page, useHydrated } from '@vinkompassen/ui-kit';
import { TEXTS } from './texts';

/** Mounted by the shell at /__name__ (the registry of remotes). Server-rendered, then hydrated in the browser. */
export default function __Name__Page() {
  // The page's own title and description: the shell's route table holds none for it.
  usePageMeta({ title: TEXTS.heading, description: TEXTS.intro });
  // False on the server and in the hydration render, true after: the status says when the page has come alive.
  const hydrated = useHydrated();
  return (
    <Page remote="__name__" heading={TEXTS.heading} intro={TEXTS.intro}>
      <p role="status" data-hydrated={hydrated}>
        {hydrated ? TEXTS.ready : TEXTS.loading}
      </p>
    </Page>
  );
}
