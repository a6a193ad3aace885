import { test as base, expect } from '@playwright/test';

/** Pages that start past the age gate (the gate itself has its own spec). */
export const test = base.extend<{ ageConfirmed: void }>({
  ageConfirmed: [
    async ({ page }, use) => {
      await page.addInitScript(() => localStorage.setItem('age_confirmed', 'true'));
      await use();
    },
    { auto: true },
  ],
});

export { expect };

export const mobile = { width: 375, height: 740 } as const;
