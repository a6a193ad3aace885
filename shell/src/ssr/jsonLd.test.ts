// @vitest-environment node
import { jsonLdScripts } from './jsonLd';

describe('jsonLdScripts', () => {
  it('a name holding </script> cannot end the element early; the JSON reads the same', () => {
    const document = { '@context': 'https://schema.org', '@type': 'Product', name: '</script><script>alert(1)</script> a & b \u2028' } as const;
    const [script] = jsonLdScripts([document]);
    const body = /^<script type="application\/ld\+json">([\s\S]*)<\/script>$/.exec(script!)?.[1];
    expect(body).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(body!)).toEqual(document);
  });
});
