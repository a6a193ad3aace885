import assert from 'node:assert/strict';
import { test } from 'node:test';
import { classifyApiReport, classifyOpenApi } from './classify.mjs';

const report = (code) => `## API Report File\n\n\`\`\`ts\n\nimport { X } from 'x';\n\n${code}\n\`\`\`\n`;
const bus = (payload) =>
  report(`// @public\nexport type BusMessage = Message<'auth/changed', 1, {\n    token: string | null;\n${payload}}> | Message<'lists/changed', 1>;\n\n// @public\nexport const MESSAGE_VERSIONS: {};`);

test('a removed payload field breaks; an added one extends', () => {
  const before = bus('    authenticated: boolean;\n');
  assert.deepEqual(classifyApiReport(before, bus('')), { breaking: ['BusMessage: changed'], additive: [] });
  assert.deepEqual(classifyApiReport(before, bus('    authenticated: boolean;\n    since?: string;\n')), { breaking: [], additive: ['BusMessage: extended'] });
});

test('a field made optional or a type that now admits null breaks; a new field beside them does not', () => {
  const before = bus('    authenticated: boolean;\n');
  assert.deepEqual(classifyApiReport(before, bus('    authenticated?: boolean;\n')).breaking, ['BusMessage: loosened']);
  assert.deepEqual(classifyApiReport(before, bus('    authenticated: boolean | null;\n')).breaking, ['BusMessage: loosened']);
  assert.deepEqual(classifyApiReport(before, bus('    authenticated: boolean;\n    quantity?: number | null;\n')).breaking, []);
  assert.deepEqual(classifyApiReport(before, bus('    authenticated: boolean;\n}> | Message<\'lists/deleted\', 1, {\n    id: number;\n')).breaking, []);
});

test('a removed or renamed export breaks, a narrowed type breaks, a new export and comments do not', () => {
  const before = report('// @public\nexport const a: string | number;\n\n// @public\nexport function b(): void;');
  assert.deepEqual(classifyApiReport(before, report('// @public\nexport const a: string | number;')).breaking, ['b: removed']);
  assert.deepEqual(classifyApiReport(before, report('export const a: string | number;\nexport function c(): void;')).breaking, ['b: removed']);
  assert.deepEqual(classifyApiReport(before, report('export const a: string;\nexport function b(): void;')).breaking, ['a: changed']);
  const added = classifyApiReport(before, report('/** Why. */\nexport const a: string | number;\nexport function b(): void;\nexport const c = 1;'));
  assert.deepEqual(added, { breaking: [], additive: ['c: added'] });
});

const openapi = (properties, required) => ({
  openapi: '3.0.3',
  info: { title: 't', version: '1' },
  paths: {
    '/api/v1/x': {
      get: { responses: { 200: { description: 'ok', content: { 'application/json': { schema: { type: 'object', properties, required } } } } } },
    },
  },
});

test('OpenAPI: a removed response field breaks, an added one does not', () => {
  const before = openapi({ id: { type: 'integer' }, name: { type: 'string' } }, ['id', 'name']);
  assert.ok(classifyOpenApi(before, openapi({ id: { type: 'integer' } }, ['id'])).breaking.length > 0);
  const added = classifyOpenApi(before, openapi({ id: { type: 'integer' }, name: { type: 'string' }, year: { type: 'integer' } }, ['id', 'name', 'year']));
  assert.deepEqual(added.breaking, []);
  assert.ok(added.additive.length > 0);
});

test('union members printed in another order are no change', () => {
  const before = report("export const route: z.ZodEnum<{\n    search: \"search\";\n    filter: \"filter\";\n}>;");
  const after = report("export const route: z.ZodEnum<{\n    filter: \"filter\";\n    search: \"search\";\n}>;");
  assert.deepEqual(classifyApiReport(before, after), { breaking: [], additive: [] });
});
