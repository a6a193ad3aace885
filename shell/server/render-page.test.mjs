// node --test shell/server
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { allowInlineStyles, composePage, originRewriter, pageEtag, prepareTemplate } from './render-page.mjs';

const TEMPLATE =
  '<!doctype html><html lang="sv"><head><meta charset="utf-8"/><title>Vinkompassen - Hitta vin som passar</title>' +
  '<meta name="description" content="Standard"/><meta property="og:title" content="Standard"/><meta property="og:site_name" content="Vinkompassen"/>' +
  '<script defer src="/main.js"></script></head><body><div id="root"></div><noscript>Vinkompassen behöver JavaScript.</noscript></body></html>';

test("a rendered page replaces the template's default title, description and Open Graph tags, and fills #root", () => {
  const html = String(
    composePage(prepareTemplate(TEMPLATE), {
      head: '<title>Vinkompassen - Ett vin</title>',
      root: Buffer.from('<main><h1>Ett vin – Côtes du Rhône</h1></main>'),
      state: '{"a":"\\u003c/script\\u003e"}',
    }),
  );
  assert.equal(html.match(/<title>/g)?.length, 1);
  assert.ok(html.includes('<title>Vinkompassen - Ett vin</title>'));
  assert.ok(!html.includes('content="Standard"'));
  assert.ok(html.includes('property="og:site_name"'), 'tags a page does not set stay');
  assert.ok(!html.includes('<script defer src="/main.js">'), "the template's script starts after the first paint");
  assert.ok(html.includes('<script defer src="/start-app.js"></script>'));
  assert.ok(html.includes('<div id="root"><main><h1>Ett vin – Côtes du Rhône</h1></main></div><script type="application/json" id="vk-ssr-state">'));
  assert.ok(html.indexOf('<title>Vinkompassen - Ett vin') < html.indexOf('</head>'));
});

test('a template without the empty #root is refused at start, not on every request', () => {
  assert.throws(() => prepareTemplate('<html><head></head><body></body></html>'), /#root/);
});

test('SERVER_ORIGINS maps the browser origins of the runtime config to the ones this server reaches', () => {
  const reach = originRewriter('http://localhost:8000=http://api-proxy:8000, http://localhost:3001=http://discovery:8080');
  assert.equal(reach('http://localhost:8000/api/v1/product/x/?a=1'), 'http://api-proxy:8000/api/v1/product/x/?a=1');
  assert.equal(reach('http://localhost:3001/mf-manifest.json'), 'http://discovery:8080/mf-manifest.json');
  assert.equal(reach('http://localhost:3002/mf-manifest.json'), 'http://localhost:3002/mf-manifest.json');
  assert.equal(originRewriter()('http://localhost:8000/x'), 'http://localhost:8000/x');
});

test("the ETag ignores RTK Query's request ids and clock readings, never the page's data", () => {
  const template = prepareTemplate(TEMPLATE);
  const page = (id, at, name) => ({
    head: `<title>${name}</title>`,
    root: `<h1>${name}</h1>`,
    state: `{"getProduct(\\"x\\")":{"requestId":"${id}","startedTimeStamp":${at},"data":{"name":"${name}"},"fulfilledTimeStamp":${at + 5}}}`,
  });
  assert.equal(pageEtag(template, page('a1', 100, 'Chablis')), pageEtag(template, page('b2', 900, 'Chablis')));
  assert.notEqual(pageEtag(template, page('a1', 100, 'Chablis')), pageEtag(template, page('a1', 100, 'Sancerre')));
  // The data alone differs: still another page.
  assert.notEqual(pageEtag(template, { ...page('a1', 100, 'Chablis'), state: '{"name":"Sancerre"}' }), pageEtag(template, { ...page('a1', 100, 'Chablis'), state: '{"name":"Chablis"}' }));
  // A user's text holding the same words is data (its quotes are escaped in the state).
  const named = (text) => ({ head: '', root: Buffer.alloc(0), state: `{"name":"${text}"}` });
  assert.notEqual(pageEtag(template, named('\\"requestId\\":\\"a\\"')), pageEtag(template, named('\\"requestId\\":\\"b\\"')));
  // Another template (a new build of the shell): another ETag for the same render.
  const other = prepareTemplate(TEMPLATE.replace('/main.js', '/main.2.js'));
  assert.notEqual(pageEtag(template, page('a1', 100, 'Chablis')), pageEtag(other, page('a1', 100, 'Chablis')));
});

test("the shell's preloaded stylesheet is a real stylesheet in server HTML (no unstyled first paint)", () => {
  const template = TEMPLATE.replace('</head>', '<link as="style" fetchpriority="low" href="/801.abc.css" rel="preload"><link as="script" href="/1.js" rel="preload"></head>');
  const html = String(composePage(prepareTemplate(template), { head: '', root: Buffer.alloc(0), state: '{}' }));
  assert.ok(html.includes('<link rel="stylesheet" href="/801.abc.css">'));
  assert.ok(!html.includes('as="style"'));
});

test("a rendered page fetches the template's scripts and the screen's after its first paint, in their order", () => {
  const template = TEMPLATE.replace('</head>', '<link as="script" fetchpriority="low" href="/1.js" rel="preload"><link rel="preload" href="/runtime-config.json" as="fetch" crossorigin></head>');
  const html = String(composePage(prepareTemplate(template), { head: '', root: Buffer.alloc(0), state: '{}', preloads: ['http://localhost:3001/expose.js'] }));
  const head = html.slice(0, html.indexOf('</head>'));
  assert.ok(!/<script[^>]*src="\/main\.js"|<link[^>]*as="script"/.test(head), 'no script or script preload the browser would fetch at once');
  assert.ok(head.includes('<link rel="preload" href="/runtime-config.json" as="fetch" crossorigin>'), 'other preloads stay');
  const boot = JSON.parse(/<script type="application\/json" id="vk-boot">(.*?)<\/script>/.exec(head)[1]);
  assert.deepEqual(boot, { scripts: ['/main.js'], preloads: ['/1.js', 'http://localhost:3001/expose.js'] });
  assert.ok(head.endsWith('<script defer src="/start-app.js"></script>'));
});

test('the boot list cannot end its <script> element early', () => {
  const html = String(composePage(prepareTemplate(TEMPLATE), { head: '', root: Buffer.alloc(0), state: '{}', preloads: ['/a.js?</script><script>alert(1)//'] }));
  assert.equal(html.match(/<\/script>/g)?.length, 3, 'the boot list, start-app.js and the state');
  assert.ok(html.includes('\\u003c/script>\\u003cscript>'));
});

test("inlined stylesheets' hashes join the page's style-src, and nothing else of the CSP changes", () => {
  const headers = { 'content-security-policy': "default-src 'self';script-src 'self';style-src 'self' http://localhost:3001;img-src 'self'" };
  const reply = { getHeader: (name) => headers[name], header: (name, value) => (headers[name] = value) };
  allowInlineStyles(reply, ["'sha256-abc='", "'sha256-def='"]);
  assert.equal(
    headers['content-security-policy'],
    "default-src 'self';script-src 'self';style-src 'sha256-abc=' 'sha256-def=' 'self' http://localhost:3001;img-src 'self'",
  );
  allowInlineStyles(reply, []);
  assert.match(headers['content-security-policy'], /style-src 'sha256-abc='/);
});
