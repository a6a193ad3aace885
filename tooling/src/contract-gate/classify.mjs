// Which changes between two versions of a public surface break its users. A change that only adds (a new export,
// event, field or union member) is additive; anything that removes or replaces a token of a declaration (a removed
// or renamed export, event or field, a narrowed type) is breaking, and so is one that only loosens what was there (a
// field made optional, a type that now admits null). A new required field passes as an addition: the reports cannot
// tell a payload one sends from one it reads.
import { apiCompare } from 'api-smart-diff';

const declarationStart = /^(?:export|declare)\s/;
const nameOf = (line) =>
  /^(?:export\s+)?(?:declare\s+)?(?:abstract\s+)?(?:const|let|var|function|class|interface|type|enum|namespace)\s+([\w$]+)/.exec(line)?.[1] ?? line;

/** An API Extractor report's declarations, by name, as token lists (comments and imports left out). */
export function declarations(report) {
  const code = /```ts\r?\n([\s\S]*?)```/.exec(report)?.[1]?.replace(/\r\n/g, '\n') ?? '';
  const lines = code
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .split('\n')
    .map((line) => line.replace(/\/\/.*$/, ''))
    .filter((line) => line.trim() && !line.startsWith('import '));
  const result = new Map();
  let current;
  for (const line of lines) {
    if (declarationStart.test(line)) {
      const name = nameOf(line);
      current = result.get(name) ?? [];
      result.set(name, current);
    }
    current?.push(...(line.match(/[\w$]+|'[^']*'|"[^"]*"|`[^`]*`|=>|\S/g) ?? []));
  }
  return result;
}

/**
 * Whether `after` holds every token of `before` (as many times): nothing was removed or replaced. Counted rather than
 * matched in order because tsc prints the members of a union in an order that moves when other types change.
 */
function onlyInserts(before, after) {
  const counts = new Map();
  for (const token of after) counts.set(token, (counts.get(token) ?? 0) + 1);
  for (const token of before) {
    const left = counts.get(token) ?? 0;
    if (left === 0) return false;
    counts.set(token, left - 1);
  }
  return true;
}

/** Tokens that, added to a declaration without any new name beside them, loosen what was there. */
const LOOSENING = new Set(['?', '|', 'null', 'undefined', 'unknown', 'any']);

/**
 * Whether `after` only loosens `before`: every token it adds is `?`, `|`, `null`, … or a name `before` already had (a
 * field made optional, `number` become `number | null`). What a contract promised then no longer holds for whoever
 * reads it. A change that brings a new name (a new field, event or union member) is an addition.
 */
function onlyLoosens(before, after) {
  const left = new Map();
  for (const token of before) left.set(token, (left.get(token) ?? 0) + 1);
  const known = new Set(before);
  const inserted = after.filter((token) => {
    const count = left.get(token) ?? 0;
    if (count === 0) return true;
    left.set(token, count - 1);
    return false;
  });
  return inserted.length > 0 && inserted.every((token) => LOOSENING.has(token) || known.has(token));
}

/** Compares two API Extractor reports: `{ breaking, additive }`, each a list of declaration names. */
export function classifyApiReport(beforeReport, afterReport) {
  const before = declarations(beforeReport);
  const after = declarations(afterReport);
  const breaking = [];
  const additive = [];
  for (const [name, tokens] of before) {
    const next = after.get(name);
    if (!next) breaking.push(`${name}: removed`);
    else if (!onlyInserts(tokens, next)) breaking.push(`${name}: changed`);
    else if (onlyLoosens(tokens, next)) breaking.push(`${name}: loosened`);
    else if (next.length > tokens.length) additive.push(`${name}: extended`);
  }
  for (const name of after.keys()) if (!before.has(name)) additive.push(`${name}: added`);
  return { breaking, additive };
}

/** Compares two OpenAPI documents with api-smart-diff's rules: `{ breaking, additive }`, as readable lines. */
export function classifyOpenApi(beforeDoc, afterDoc) {
  const { diffs } = apiCompare(beforeDoc, afterDoc);
  const describe = (d) => `${d.action} ${d.path.join('.')}${d.description ? `: ${d.description}` : ''}`;
  return {
    breaking: diffs.filter((d) => d.type === 'breaking').map(describe),
    additive: diffs.filter((d) => d.type !== 'breaking').map(describe),
  };
}
