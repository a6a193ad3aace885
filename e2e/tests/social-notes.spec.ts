import { expect, mobile, test } from '../support/fixtures';
import { scrollToNotes, signIn, testUser, wines } from './social-support';

test.use({ quietOverlays: true });

test('write, edit and delete a note on a wine (375 px)', async ({ page }) => {
  await page.setViewportSize(mobile);
  const [, , , wine] = await wines(4);
  await page.goto(`/product/${wine!.slug}`);
  await scrollToNotes(page);
  await expect(page.getByText('Logga in för att skriva egna anteckningar om vinet.')).toBeVisible();

  await signIn(page, await testUser(0));
  await page.reload();
  await scrollToNotes(page);
  const newNote = page.getByLabel('Ny anteckning');
  await expect(page.getByText('Du har inga anteckningar om det här vinet ännu.')).toBeVisible();
  await newNote.fill('Passar till svamprisotto.');
  await page.getByRole('button', { name: 'Spara anteckning' }).click();
  const note = page.getByRole('listitem').filter({ hasText: 'Passar till svamprisotto.' });
  await expect(note).toBeVisible();
  await expect(newNote).toHaveValue('');

  await note.getByRole('button', { name: 'Redigera' }).click();
  await page.getByLabel('Redigera anteckning').fill('Passar till svamprisotto och lagrad ost.');
  await page.getByRole('button', { name: 'Spara', exact: true }).click();
  const edited = page.getByRole('listitem').filter({ hasText: 'Passar till svamprisotto och lagrad ost.' });
  await expect(edited).toContainText('Ändrad');

  await page.reload();
  await scrollToNotes(page);
  await expect(edited).toBeVisible();
  await edited.getByRole('button', { name: 'Ta bort' }).click();
  await edited.getByRole('button', { name: 'Ja, ta bort' }).click();
  await expect(page.getByText('Du har inga anteckningar om det här vinet ännu.')).toBeVisible();
  await page.reload();
  await scrollToNotes(page);
  await expect(page.getByText('Du har inga anteckningar om det här vinet ännu.')).toBeVisible();
});
