// Checks JSON-LD against schema.org's vocabulary, as the schema-dts package ships it (its schema.d.ts is generated
// from schema.org's definitions): every type known, every property one of its type's (inherited ones included),
// every value of a type or data type in the property's range. Used by tests; reads no network.
// The declarations' text, as Vite (vitest) reads a file with `?raw`: no Node API, so browser-side test programs type-check it.
// The reference brings the `?raw` module type to any program that reaches this file, e.g. one remote checked alone.
/// <reference path="./raw.d.ts" />
import schemaDts from 'schema-dts/dist/schema.d.ts?raw';

export interface Vocabulary {
  /** A type's own and inherited properties, each with its range (type and data type names). */
  properties(type: string): ReadonlyMap<string, readonly string[]> | null;
  /** `type` is `target` or one of its subtypes. */
  isA(type: string, target: string): boolean;
  /** Enumeration members written as strings ('https://schema.org/InStock'), by enumeration. */
  members(type: string): ReadonlySet<string>;
}

interface Base {
  parents: string[];
  props: Map<string, string[]>;
}

/** Reads schema-dts's declarations: `interface XBase extends …`, `interface XLeaf { "@type": "X" }`, `type X = XLeaf | Sub…`. */
export function parseVocabulary(dts: string): Vocabulary {
  const bases = new Map<string, Base>();
  const leafBases = new Map<string, string[]>();
  const supertypes = new Map<string, Set<string>>();
  const literals = new Map<string, Set<string>>();

  for (const [, name, parents, body] of dts.matchAll(/^(?:export )?interface (\w+) extends ([^{]+)\{\n([\s\S]*?)^\}/gm)) {
    const parentNames = parents!.split(',').map((p) => p.trim()).filter((p) => /^\w+$/.test(p));
    const leafType = /^\s+"@type": "(\w+)";$/m.exec(body!)?.[1];
    if (leafType) {
      leafBases.set(leafType, parentNames);
      continue;
    }
    const props = new Map<string, string[]>();
    for (const [, prop, range] of body!.matchAll(/^\s+"([^"]+)"\?: SchemaValue<(.+), "[^"]+">;$/gm)) {
      props.set(prop!, range!.split(' | ').filter((r) => r !== 'IdReference'));
    }
    bases.set(name!, { parents: parentNames, props });
  }
  for (const [, name, union] of dts.matchAll(/^export type (\w+) = (.+);$/gm)) {
    for (const member of union!.split(' | ')) {
      const literal = /^"(.*)"$/.exec(member)?.[1];
      if (literal !== undefined) literals.set(name!, (literals.get(name!) ?? new Set()).add(literal));
      else if (/^\w+$/.test(member) && member !== `${name}Leaf`) supertypes.set(member, (supertypes.get(member) ?? new Set()).add(name!));
    }
  }

  const collect = (baseNames: readonly string[], into: Map<string, readonly string[]>) => {
    for (const baseName of baseNames) {
      const base = bases.get(baseName);
      if (!base) continue;
      collect(base.parents, into);
      for (const [prop, range] of base.props) into.set(prop, range);
    }
    return into;
  };
  const ancestors = (type: string, seen = new Set<string>()): Set<string> => {
    for (const parent of supertypes.get(type) ?? []) {
      if (!seen.has(parent)) {
        seen.add(parent);
        ancestors(parent, seen);
      }
    }
    return seen;
  };

  return {
    properties: (type) => {
      const own = leafBases.get(type);
      return own ? collect(own, new Map()) : null;
    },
    isA: (type, target) => type === target || ancestors(type).has(target),
    members: (type) => literals.get(type) ?? new Set(),
  };
}

let installed: Vocabulary | null = null;

/** schema.org's vocabulary from the installed schema-dts. */
export function schemaOrgVocabulary(): Vocabulary {
  if (!installed) {
    installed = parseVocabulary(schemaDts);
  }
  return installed;
}

const STRING_TYPES = ['Text', 'URL', 'Date', 'DateTime', 'Time'];
const NUMBER_TYPES = ['Number', 'Float'];

const isAbsoluteUrl = (text: string) => {
  try {
    return /^https?:$/.test(new URL(text).protocol);
  } catch {
    return false;
  }
};

/**
 * What is wrong with a JSON-LD document (an object or a list of them), one line per problem; empty when nothing is.
 * Values must be of the property's range: a node of a type in it (or a subtype), a string where it takes text
 * (a URL where it takes only URLs), a number where it takes numbers, or an enumeration member by its URL.
 */
export function jsonLdProblems(document: unknown, vocabulary: Vocabulary = schemaOrgVocabulary()): string[] {
  const problems: string[] = [];

  const checkValue = (value: unknown, range: readonly string[], where: string) => {
    if (Array.isArray(value)) {
      value.forEach((item, i) => checkValue(item, range, `${where}[${i}]`));
      return;
    }
    if (typeof value === 'string') {
      if (range.some((r) => vocabulary.members(r).has(value))) return;
      if (range.some((r) => STRING_TYPES.includes(r) && r !== 'URL')) return;
      if (range.includes('URL') && isAbsoluteUrl(value)) return;
      problems.push(`${where}: ${JSON.stringify(value)} is not one of ${range.join(', ')}`);
    } else if (typeof value === 'number') {
      if (range.some((r) => NUMBER_TYPES.includes(r)) || (range.includes('Integer') && Number.isInteger(value))) return;
      problems.push(`${where}: ${value} is not one of ${range.join(', ')}`);
    } else if (typeof value === 'boolean') {
      if (!range.includes('Boolean')) problems.push(`${where}: a boolean is not one of ${range.join(', ')}`);
    } else if (value && typeof value === 'object') {
      checkNode(value as Record<string, unknown>, range, where);
    } else {
      problems.push(`${where}: ${String(value)} is no value`);
    }
  };

  const checkNode = (node: Record<string, unknown>, range: readonly string[] | null, where: string) => {
    const type = node['@type'];
    if (typeof type !== 'string') {
      problems.push(`${where}: no @type`);
      return;
    }
    const properties = vocabulary.properties(type);
    if (!properties) {
      problems.push(`${where}: ${type} is not a schema.org type`);
      return;
    }
    if (range && !range.some((r) => vocabulary.isA(type, r))) problems.push(`${where}: ${type} is not one of ${range.join(', ')}`);
    for (const [key, value] of Object.entries(node)) {
      if (key === '@type' || key === '@id' || (key === '@context' && range === null)) continue;
      const propertyRange = properties.get(key);
      if (!propertyRange) problems.push(`${where}: ${type} has no property ${key}`);
      else checkValue(value, propertyRange, `${where}.${key}`);
    }
  };

  const documents = Array.isArray(document) ? document : [document];
  documents.forEach((node, i) => {
    const where = `[${i}]`;
    if (!node || typeof node !== 'object') problems.push(`${where}: not an object`);
    else if ((node as Record<string, unknown>)['@context'] !== 'https://schema.org') problems.push(`${where}: @context is not https://schema.org`);
    else checkNode(node as Record<string, unknown>, null, where);
  });
  return problems;
}
