// @vitest-environment node
import { renderHead } from './head';

const base = { routeMeta: { title: 'Vin' }, url: 'https://vinkompassen.se/product/x', publicUrl: 'https://vinkompassen.se', noindex: false };

describe('renderHead', () => {
  it("uses the page's own title in the spec's form, with Open Graph and Twitter tags and its share card", () => {
    const head = renderHead({ ...base, pageMeta: { title: 'Chablis "Premier" <Cru>', description: 'Friskt & mineraliskt' }, shareCard: 'https://api.se/card.png' });
    expect(head).toContain('<title>Vinkompassen - Chablis &#34;Premier&#34; &#60;Cru&#62;</title>');
    expect(head).toContain('<meta property="og:image" content="https://api.se/card.png" />');
    expect(head).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(head).toContain('<meta name="description" content="Friskt &#38; mineraliskt" />');
    expect(head).toContain('<link rel="canonical" href="https://vinkompassen.se/product/x" />');
    expect(head).not.toContain('noindex');
  });

  it('describes the preview image for people who cannot see it, on Open Graph and Twitter alike', () => {
    const card = renderHead({ ...base, pageMeta: { title: 'Chablis' }, shareCard: 'https://api.se/card.png' });
    expect(card).toContain('<meta property="og:image:alt" content="Vinkompassens delningsbild för Chablis" />');
    expect(card).toContain('<meta name="twitter:image:alt" content="Vinkompassens delningsbild för Chablis" />');
    const logo = renderHead({ ...base, pageMeta: null, shareCard: null });
    expect(logo).toMatch(/<meta property="og:image:alt" content="Vinkompassens logotyp[^"]+" \/>/);
    expect(logo).toMatch(/<meta name="twitter:image:alt" content="Vinkompassens logotyp[^"]+" \/>/);
  });

  it("a missing page names no address of its own: no canonical, og:url the site's", () => {
    const head = renderHead({ ...base, url: null, pageMeta: { title: 'Sidan hittades inte' }, shareCard: null, noindex: true });
    expect(head).not.toContain('rel="canonical"');
    expect(head).toContain('<meta property="og:url" content="https://vinkompassen.se/" />');
    expect(head).not.toContain('/product/x');
  });

  it('falls back to the route title, the default description and image; noindex when asked', () => {
    const head = renderHead({ ...base, pageMeta: null, shareCard: null, noindex: true });
    expect(head).toContain('<title>Vinkompassen - Vin</title>');
    expect(head).toContain('content="https://vinkompassen.se/icons/og-image.png"');
    expect(head).toContain('<meta name="robots" content="noindex" />');
    expect(head).toContain('<meta name="twitter:card" content="summary" />');
  });
});
