// Which changes between two versions of a public surface break its users. A change that only adds (a new export,
// event, field or union member) is additive; anything that removes or replaces a token of a declaration (a removed
// or renamed export, event or field, a narrowed type) is breaking.
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
