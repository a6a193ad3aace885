/**
 * Checks an answer against the OpenAPI document: its status is documented for the operation, its content type is one
 * the document names (none for a status documented without a body) and a JSON body matches the documented schema.
 * Driven by the document alone, so new routes are checked without being listed.
 */
import { Ajv, type ValidateFunction } from 'ajv';
import addFormatsPlugin from 'ajv-formats';
import type { LightMyRequestResponse } from 'fastify';
import type { JsonSchema, OpenApiDocument } from './openapi-routes';

// ajv-formats is CommonJS with a default export; under ESM it may arrive wrapped.
const addFormats = ((addFormatsPlugin as unknown as { default?: typeof addFormatsPlugin }).default ?? addFormatsPlugin) as typeof addFormatsPlugin;

interface ResponseObject {
  description?: string;
  content?: Record<string, { schema?: JsonSchema }>;
  $ref?: string;
}

/** `~` and `/` escaped for a JSON pointer segment. */
const pointer = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1');

/**
 * OpenAPI 3.0 writes exclusive bounds the draft-04 way (`minimum: 0, exclusiveMinimum: true`); Ajv reads the later
 * way (`exclusiveMinimum: 0`). A copy of the document with every such bound rewritten.
 */
function laterDraftBounds(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(laterDraftBounds);
  if (!node || typeof node !== 'object') return node;
  const out: Record<string, unknown> = Object.fromEntries(Object.entries(node).map(([k, v]) => [k, laterDraftBounds(v)]));
  for (const [flag, bound] of [['exclusiveMinimum', 'minimum'], ['exclusiveMaximum', 'maximum']] as const) {
    if (typeof out[flag] !== 'boolean') continue;
    if (out[flag] === true && typeof out[bound] === 'number') {
      out[flag] = out[bound];
      delete out[bound];
    } else delete out[flag];
  }
  return out;
}

export type AnswerChecker = (method: string, path: string, res: LightMyRequestResponse) => string[];

/** A checker for `doc` (GET /api/docs/json); it returns what is wrong with an answer, nothing when it is as documented. */
export function answerChecker(doc: OpenApiDocument): AnswerChecker {
  // OpenAPI 3.0 schemas: `nullable`, and keywords JSON Schema does not know (`example`…) are ignored.
  const ajv = new Ajv({ strict: false, allErrors: true });
  addFormats(ajv);
  // `binary` (images) and the formats zod names its string checks by, which it also writes as a `pattern`.
  for (const format of ['binary', 'starts_with', 'ends_with', 'includes']) ajv.addFormat(format, true);
  ajv.addSchema(laterDraftBounds(doc) as object, 'openapi');
  const compiled = new Map<string, ValidateFunction>();
  const components = (doc as { components?: { responses?: Record<string, ResponseObject> } }).components;

  const resolve = (response: ResponseObject): ResponseObject => {
    if (!response.$ref) return response;
    const name = response.$ref.replace('#/components/responses/', '');
    const target = components?.responses?.[name];
    if (!target) throw new Error(`unresolved response ${response.$ref}`);
    return target;
  };

  return (method, path, res) => {
    const op = doc.paths[path]?.[method.toLowerCase()] as { responses?: Record<string, ResponseObject> } | undefined;
    if (!op) return [`${method} ${path} is not in the document`];
    const status = String(res.statusCode);
    const documented = op.responses?.[status] ?? op.responses?.[`${status[0]}XX`] ?? op.responses?.default;
    if (!documented) return [`status ${status} is not documented (documented: ${Object.keys(op.responses ?? {}).join(', ')})`];
    const response = resolve(documented);
    const mediaType = String(res.headers['content-type'] ?? '').split(';')[0]!.trim();
    if (!response.content) return res.rawPayload.length === 0 ? [] : [`status ${status} is documented without a body, got ${mediaType || 'no type'}: ${res.body.slice(0, 100)}`];
    const media = response.content[mediaType];
    if (!media) return [`status ${status}: content type '${mediaType}' is not documented (documented: ${Object.keys(response.content).join(', ')})`];
    if (mediaType !== 'application/json' || !media.schema) return [];
    const ref = `openapi#/paths/${pointer(path)}/${method.toLowerCase()}/responses/${status}/content/${pointer(mediaType)}/schema`;
    const key = documented.$ref ? `openapi#${documented.$ref.slice(1)}/content/${pointer(mediaType)}/schema` : ref;
    let validate = compiled.get(key);
    if (!validate) {
      validate = ajv.compile({ $ref: key });
      compiled.set(key, validate);
    }
    let body: unknown;
    try {
      body = JSON.parse(res.body);
    } catch {
      return [`status ${status}: the body is not JSON: ${res.body.slice(0, 100)}`];
    }
    if (validate(body)) return [];
    return (validate.errors ?? []).slice(0, 5).map((e) => `status ${status}: body${e.instancePath} ${e.message ?? ''} ${JSON.stringify(e.params)}`);
  };
}
