import { SHARED_TEXTS } from '@vinkompassen/shared-contracts';

/** The kit's own Swedish strings; everything page-specific comes in as props. */
export const TEXTS = {
  loading: SHARED_TEXTS.loading,
  error: SHARED_TEXTS.defaultError,
  retry: SHARED_TEXTS.retry,
  tasteFit: (percent: number) => `Passar din smak: ${percent} %`,
  share: {
    copied: 'Länken är kopierad.',
    copyByHand: 'Kopiera länken:',
  },
} as const;
