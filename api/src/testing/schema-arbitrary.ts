/** fast-check arbitraries for a JSON Schema: values that mostly follow it, with malformed values mixed in at every level. */
import fc from 'fast-check';
import type { JsonSchema } from './openapi-routes';

/** Values that break schemas in the usual ways: wrong type, out of range, huge, empty, odd unicode, markup. */
export const malformedValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    null, true, 0, -1, 1.5, -2_147_483_649, 9_007_199_254_740_993, 1e308, -1e308, '', ' ', '0', '-1', 'NaN', 'null',
    '99999999999999999999999', 'x'.repeat(5000), '🍷'.repeat(300), '\u0000', '\uD800', '\u202Eevil', '<script>alert(1)</script>',
    "' OR 1=1 --", '\u200b\u200b', ' \u200b\u2060\ufeff ', '\u3164', '\u0301', [], {}, [[[]]], JSON.parse('{"__proto__": {"admin": true}}') as unknown, ['a', 1, null],
  ),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.jsonValue({ maxDepth: 2 }),
);

function withMalformed(valid: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return fc.oneof({ arbitrary: valid, weight: 4 }, { arbitrary: malformedValue, weight: 1 });
}

function validString(schema: JsonSchema): fc.Arbitrary<unknown> {
  if (schema.format === 'email') return fc.emailAddress();
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern));
  const maxLength = Math.min(schema.maxLength ?? 40, 60);
  const lengths = { minLength: Math.min(schema.minLength ?? 0, maxLength), maxLength };
  return fc.oneof(fc.string(lengths), fc.string({ ...lengths, unit: 'grapheme' }));
}

function validNumber(schema: JsonSchema, integer: boolean): fc.Arbitrary<unknown> {
  const min = schema.minimum ?? schema.exclusiveMinimum ?? -1000;
  const max = schema.maximum ?? schema.exclusiveMaximum ?? 100_000;
  return integer ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) }) : fc.double({ min, max, noNaN: true });
}

/** Mostly schema-shaped values; any node may be swapped for a malformed one. */
export function schemaValue(schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.length) return fc.oneof(...alternatives.map((s) => schemaValue(s, depth)));
  if (schema.allOf?.length) return schemaValue(schema.allOf[0]!, depth);
  if (schema.enum?.length) return withMalformed(fc.constantFrom(...schema.enum));
  if (schema.const !== undefined) return withMalformed(fc.constant(schema.const));
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      return withMalformed(validString(schema));
    case 'integer':
      return withMalformed(validNumber(schema, true));
    case 'number':
      return withMalformed(validNumber(schema, false));
    case 'boolean':
      return withMalformed(fc.boolean());
    case 'null':
      return withMalformed(fc.constant(null));
    case 'array':
      return withMalformed(depth > 3 ? fc.constant([]) : fc.array(schemaValue(schema.items ?? {}, depth + 1), { maxLength: Math.min(schema.maxItems ?? 5, 5) }));
    case 'object': {
      if (depth > 3 || !schema.properties) return withMalformed(fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 }));
      const record = fc.record(
        Object.fromEntries(Object.entries(schema.properties).map(([key, s]) => [key, schemaValue(s, depth + 1)])),
        { requiredKeys: [] },
      );
      // Unknown extra keys too.
      return withMalformed(fc.tuple(record, fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 2 })).map(([r, extra]) => ({ ...extra, ...r })));
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** A query-string value: schema-shaped (numbers and booleans as text), repeated for arrays, or malformed text. */
export function queryValue(schema: JsonSchema): fc.Arbitrary<string[]> {
  const text = (v: unknown): string => (typeof v === 'string' ? v : JSON.stringify(v) ?? '');
  return fc.oneof(
    schemaValue(schema).map((v) => (Array.isArray(v) ? v.map(text) : [text(v)])),
    fc.array(malformedValue.map(text), { minLength: 1, maxLength: 3 }),
  );
}

/** A path segment: a real id or slug from the fixtures, or an id that is huge, negative, non-numeric or odd text. */
export function pathValue(realIds: string[]): fc.Arbitrary<string> {
  return fc.oneof(
    fc.constantFrom(...realIds),
    fc.constantFrom('0', '-1', '-9223372036854775809', '9223372036854775808', '2147483648', '99999999999999999999999999', '1e3', '982.0', '+7', '007', '1_0', '\u0661', '0x10', '1.5', ' 1', '1 ', 'abc', 'null', '..', '🍷', 'ä-ö', '%', '\u0000'),
    fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }).map(String),
    fc.string({ unit: 'binary', minLength: 1, maxLength: 20 }),
  );
}
