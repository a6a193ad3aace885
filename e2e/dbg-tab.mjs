import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
const context = await browser.newContext({ baseURL: 'http://localhost:5410', locale: 'sv-SE', serviceWorkers: 'block' });
await context.addCookies([{ name: 'age_confirmed', value: 'true', domain: 'localhost', path: '/' }]);
await context.addInitScript(() => { localStorage.setItem('age_confirmed','true'); localStorage.setItem('homescreen','1'); localStorage.setItem('newsletter','1');
  localStorage.setItem('consent', JSON.stringify({choice:'necessary',version:1,date:new Date().toISOString()})); });
const page = await context.newPage();
const r = await (await fetch('http://localhost:5491/api/v1/product/?page_size=1')).json();
await page.goto(process.env.URL ?? `/product/${r.results[0].slug}`);
await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
if (!process.env.URL) { await page.getByRole('button', { name: 'Spara vinet' }).click(); await page.getByRole('dialog', { name: 'Logga in' }).waitFor(); }
else await page.locator('main').click({ position: { x: 5, y: 5 } });
const seq = [];
for (let i = 0; i < 8; i++) {
  seq.push(await page.evaluate(() => { const a = document.activeElement; return a ? (a.getAttribute('aria-label') || a.textContent?.trim().slice(0,20) || a.getAttribute('type') || a.tagName) + (a.tagName==='INPUT' ? '(' + a.labels?.[0]?.textContent + ')' : '') : 'none'; }));
  await page.keyboard.press('Tab');
  await page.waitForTimeout(150);
}
console.log(seq.join(' → '));
await browser.close();
