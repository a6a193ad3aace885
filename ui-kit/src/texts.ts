import { SHARED_TEXTS } from '@vinkompassen/shared-contracts';

/** The kit's own Swedish strings; everything page-specific comes in as props. */
export const TEXTS = {
  loading: SHARED_TEXTS.loading,
  share: {
    copied: 'Länken är kopierad.',
    copyByHand: 'Kopiera länken:',
  },
} as const;
