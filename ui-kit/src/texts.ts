import { SHARED_TEXTS } from '@vinkompassen/shared-contracts';

/** The kit's own Swedish strings; everything page-specific comes in as props. */
export const TEXTS = {
  loading: SHARED_TEXTS.loading,
  error: SHARED_TEXTS.defaultError,
  retry: SHARED_TEXTS.retry,
  // A no-break space: the sign never wraps away from its number in a narrow card.
  tasteFit: (percent: number) => `Passar din smak: ${percent}\u00a0%`,
  structuredData: {
    home: 'Hem',
    /** A page's breadcrumb name when it has no title of its own. */
    site: 'Vinkompassen',
  },
  share: {
    copied: 'Länken är kopierad.',
    copyByHand: 'Kopiera länken:',
  },
} as const;
