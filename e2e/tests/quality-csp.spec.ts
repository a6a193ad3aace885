import { expect, keepOverlaysQuiet, test } from '../support/fixtures';
import { baseRuntimeConfig } from '../support/processes';
import { api } from '../support/api';
import { scrollToNotes, signIn, testUser, wines } from './social-support';

/**
 * The shell's CSP as the browser applies it (its exact directives are unit-tested in shell/server/app.test.mjs):
 * a normal walk through all four remotes reports no violation, and no inline script is used.
 */
test('a normal walk reports no CSP violation and runs no inline script', async ({ page }) => {
  test.setTimeout(120_000);
  const violations: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const seen = ((window as unknown as { __csp?: string[] }).__csp ??= []);
      seen.push(`${e.violatedDirective} ${e.blockedURI}`);
    });
  });
  await keepOverlaysQuiet(page);
  const user = await testUser(0);
  const [wine] = await wines(1);
  await api.as(user).post('/user-product-notes/', { product: wine!.id, text: 'Inga inline-skript här.' });

  const response = await page.goto('/');
  const csp = response?.headers()['content-security-policy'] ?? '';
  const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
  expect(scriptSrc).toContain("'self'");
  expect(scriptSrc).not.toContain('unsafe-inline');
  expect(scriptSrc).not.toContain('unsafe-eval');
  // Every configured remote may serve code; nothing else from outside.
  for (const manifest of Object.values(baseRuntimeConfig().remotes)) expect(scriptSrc).toContain(new URL(manifest).origin);

  const walk = async (path: string, ready: () => Promise<void>) => {
    await page.goto(path);
    await ready();
    // A data block (the server-rendered state, type application/json) is never run, so CSP leaves it alone.
    const inline = await page.evaluate(() =>
      [...document.scripts]
        .filter((s) => !s.src && ['', 'text/javascript', 'application/javascript', 'module'].includes(s.type.toLowerCase()))
        .map((s) => s.outerHTML.slice(0, 80)),
    );
    expect(inline, `inline scripts on ${path}`).toEqual([]);
  };
  const h1 = (name?: string | RegExp) => () => expect(page.getByRole('heading', { level: 1, ...(name ? { name } : {}) }).first()).toBeVisible();

  await walk('/', h1());
  await walk('/toplists', h1('Topplistor'));
  await walk('/winefinder', () => expect(page.getByRole('log', { name: 'Samtal med sommelieren' })).toContainText('sommelier'));
  await page.getByRole('group', { name: /^Svarsalternativ/ }).getByRole('button').first().click();
  await walk('/login', h1('Logga in'));
  await walk('/newsletter', h1('Håll dig uppdaterad'));
  await signIn(page, user);
  await walk(`/product/${wine!.slug}`, async () => {
    await scrollToNotes(page);
    await expect(page.getByText('Inga inline-skript här.').first()).toBeVisible();
  });
  await walk(`/user/${user.slug}`, h1(user.name));
  await walk('/profile', h1());
  await expect(page.getByRole('contentinfo')).toBeVisible();

  const reported = await page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? []);
  expect([...violations, ...reported]).toEqual([]);
});
