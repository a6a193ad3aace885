/** Every user-facing string of this remote (Swedish). */
export const TEXTS = {
  heading: '__Name__',
  intro: 'En ny del av Vinkompassen.',
  loading: 'Sidan laddas …',
  ready: 'Sidan är redo.',
} as const;
