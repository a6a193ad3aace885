// A page's JSON-LD documents (its remote builds them: the page contract's head) as <script> elements of its <head>.
import type { JsonLdDocument } from '@vinkompassen/shared-contracts';

/**
 * JSON-LD as <script> elements. JSON.stringify leaves `<`, `>` and `&` alone, so a name holding `</script>` would end
 * the element early; escaped as \u003c… the JSON reads the same. U+2028/9 are escaped for older JSON-in-JS readers.
 */
export const jsonLdScripts = (documents: readonly JsonLdDocument[]): string[] =>
  documents.map(
    (document) =>
      `<script type="application/ld+json">${JSON.stringify(document).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)}</script>`,
  );
