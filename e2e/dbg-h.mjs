import { chromium } from '@playwright/test';
const API = 'http://localhost:5491';
const j = (p, body, token) => fetch(API + p, { method: body ? 'POST' : 'GET', headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: 'Token ' + token } : {}) }, body: body ? JSON.stringify(body) : undefined }).then(r => r.json());
const email = `h${Date.now()}@example.se`;
const { key } = await j('/auth/registration/', { email, name: 'Hydra Test', password1: 'vinkompassen-1', password2: 'vinkompassen-1' });
const me = await j('/auth/profile/', null, key);
const wines = await j('/api/v1/product/?page_size=3');
const ul = await j('/api/v1/user-lists/', { name: 'Min lista ' + Date.now(), is_public: true, products: wines.results.map(w => w.id) }, key);
console.log('list', JSON.stringify(ul).slice(0, 200));
await j('/api/v1/user-product-likes/', { product: wines.results[0].id }, key);
process.env.URLS = `/user/${me.slug}` + ',' + `/user-list/${ul.slug}` + ',' + `/product/${wines.results[0].slug}`;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
const context = await browser.newContext({ baseURL: 'http://localhost:5410', locale: 'sv-SE', serviceWorkers: 'block' });
await context.addCookies([{ name: 'age_confirmed', value: 'true', domain: 'localhost', path: '/' }]);
await context.addInitScript((token) => { localStorage.setItem('age_confirmed','true'); localStorage.setItem('homescreen','1'); localStorage.setItem('newsletter','1');
  localStorage.setItem('consent', JSON.stringify({choice:'necessary',version:1,date:new Date().toISOString()}));
  if (token) { localStorage.setItem('token', token); localStorage.setItem('authenticated', 'true'); } }, process.env.ANON ? null : key);
const page = await context.newPage();
page.on('console', m => { if (!m.text().includes('NAME_NOT')) console.log('  console', m.type(), m.text().slice(0, 400)); });
page.on('pageerror', e => console.log('  pageerror', e.message.slice(0, 300)));
for (const url of (process.env.URLS ?? `/user/${me.slug}`).split(',')) {
  console.log('==', url);
  await page.goto(url);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', null, { timeout: 20000 }).catch(() => console.log('  not hydrated'));
  await page.waitForTimeout(1500);
}
await browser.close();
