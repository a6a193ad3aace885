import { expect, test } from '../support/fixtures';
import { api, savedWineIds } from '../support/api';
import type { Wine } from './social-support';

// Våra tips explains itself with the taste profile. The user is the logged-in account of the
// worker (auth.setup.ts), shared with other specs: the test starts the profile over through the API.
test.use({ quietOverlays: true, loggedIn: true });

interface TasteProfileShape {
  liked_count: number;
  summary: string | null;
  reset_at: string | null;
}

test('three saved reds: Våra tips says what the user seems to like and why each tip; a reset forgets it', async ({ page, account }) => {
  const me = api.as(account);
  const reds = (await api.get<{ results: Wine[] }>('/api/v1/product/?style=red&assortment=FS&page_size=3')).results;
  expect(reds).toHaveLength(3);

  // Only these three wines, saved after a reset, make up the profile.
  for (const wine of reds) await me.send('POST', '/api/v1/user-product-likes/unlike-product/', { product: wine.id });
  expect((await me.send('DELETE', '/api/v1/taste-profile/')).status).toBe(204);

  // Before: nothing learned since the reset and no answers, so no tips yet.
  await page.goto('/recommended');
  await expect(page.getByRole('heading', { name: 'Inga tips ännu' })).toBeVisible();
  const tips = page.getByRole('list', { name: 'Våra tips till dig' }).getByRole('article');
  await expect(tips).toHaveCount(0);

  for (const wine of reds) await me.post('/api/v1/user-product-likes/', { product: wine.id });
  const learned = await me.get<TasteProfileShape>('/api/v1/taste-profile/');
  expect(learned.liked_count).toBe(3);
  expect(learned.summary).toMatch(/^Du verkar gilla/);

  // After three saved wines: the profile in words, other tips, and each says why.
  await page.reload();
  const profile = page.getByRole('region', { name: 'Din smakprofil' });
  await expect(profile.getByText(learned.summary!)).toBeVisible();
  await expect(profile.getByText('Bygger på 3 sparade viner.')).toBeVisible();
  await expect(tips.first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Inga tips ännu' })).toHaveCount(0);
  await expect(tips.filter({ hasText: /Eftersom du sparat / })).toHaveCount(await tips.count());

  // Reset, after a confirmation.
  await profile.getByRole('button', { name: 'Nollställ smakprofilen' }).click();
  const confirm = profile.getByRole('group', { name: 'Vill du nollställa smakprofilen?' });
  await expect(confirm.getByText(/Dina sparade viner finns kvar/)).toBeVisible();
  await confirm.getByRole('button', { name: 'Ja, nollställ' }).click();
  await expect(profile.getByText(/^Smakprofilen är nollställd\. Tipsen bygger nu bara på dina svar i Vinväljaren\./)).toBeVisible();
  await expect(page.getByText(/Du verkar gilla/)).toHaveCount(0);
  await expect(profile.getByRole('button', { name: 'Nollställ smakprofilen' })).toHaveCount(0);
  await expect(page.getByText(/Eftersom du sparat/)).toHaveCount(0);

  // Still so after a reload; the saved wines are kept.
  await page.reload();
  await expect(profile.getByText(/^Smakprofilen är nollställd\./)).toBeVisible();
  await expect(page.getByText(/Du verkar gilla/)).toHaveCount(0);
  const after = await me.get<TasteProfileShape>('/api/v1/taste-profile/');
  expect(after).toMatchObject({ liked_count: 0, summary: null });
  expect(after.reset_at).not.toBeNull();
  expect(await savedWineIds(account.token)).toEqual(expect.arrayContaining(reds.map((w) => w.id)));
});
