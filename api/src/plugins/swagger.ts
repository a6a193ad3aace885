import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DetailResponse, ErrorResponse } from '../http/responses';

/** Swagger UI: its own scripts and styles (it sets inline styles), the JSON document, data: images. */
export const DOCS_CSP =
  "default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; connect-src 'self'; font-src 'self'; base-uri 'self'; form-action 'none'; frame-ancestors 'none'";

/** The OpenAPI document of every route registered after it (from their zod schemas), and its UI at /api/docs. */
export const swaggerPlugin = fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        info: { title: 'Vinkompassen API', version: '1.0.0', description: 'Every call of the product specification, section 7.' },
        components: {
          securitySchemes: {
            token: { type: 'apiKey', in: 'header', name: 'Authorization', description: 'Token {token}' },
            analyticsAdmin: { type: 'http', scheme: 'bearer', description: 'The analytics summary: ANALYTICS_ADMIN_TOKEN' },
            moderationAdmin: { type: 'http', scheme: 'bearer', description: 'The review of reported notes: MODERATION_ADMIN_TOKEN' },
          },
        },
      },
      transform: jsonSchemaTransform,
      transformObject: (document) =>
        nullableEnumsListNull(documentServerAnswers(('openapiObject' in document ? document.openapiObject : {}) as OpenApiObject)) as object,
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: DOCS_CSP });
  },
  { name: 'vinkompassen-swagger' },
);

type ResponseObject = { description: string; content?: Record<string, unknown>; $ref?: string };
type OpenApiObject = {
  components?: { responses?: Record<string, ResponseObject> };
  paths?: Record<string, Record<string, { responses?: Record<string, ResponseObject> }>>;
};

const schemaOf = (schema: z.ZodType) => ({ 'application/json': { schema: z.toJSONSchema(schema, { target: 'openapi-3.0' }) } });

/** Answers any operation may get from the server itself, whatever its route says. */
const SERVER_ANSWERS = {
  '400': {
    name: 'BadRequest',
    applies: () => true,
    response: {
      description: 'Bad input: a field that fails its schema or holds a character that cannot be stored (NUL, a broken surrogate, a bidi control), in the path, the query or the body, as `{field: [messages]}`; broken JSON, a wrong content type or a malformed URL as `{detail}`',
      content: schemaOf(ErrorResponse),
    },
  },
  '413': {
    name: 'PayloadTooLarge',
    applies: (method: string) => method !== 'get',
    response: { description: 'The body is larger than the operation takes (answered from its Content-Length, before it is read)', content: schemaOf(DetailResponse) },
  },
  '415': {
    name: 'UnsupportedMediaType',
    applies: (method: string) => method !== 'get',
    response: { description: 'A body in a content type the operation does not take (JSON, or a form where it says so)', content: schemaOf(DetailResponse) },
  },
  '431': {
    name: 'HeadersTooLarge',
    applies: () => true,
    response: { description: 'The request headers are larger than 16 KB (answered before routing)', content: schemaOf(DetailResponse) },
  },
} as const;

/** Statuses that have no body: whatever schema the route gave, the document says so. */
const BODILESS = new Set(['204', '304']);

/**
 * The document tells what the server really sends: the input guard's 400, the body limit's 413, the body parser's
 * 415 and Node's 431 on every operation they apply to (as shared responses), and no body for 204 and 304.
 */
export function documentServerAnswers(doc: OpenApiObject): OpenApiObject {
  doc.components ??= {};
  doc.components.responses ??= {};
  for (const { name, response } of Object.values(SERVER_ANSWERS)) doc.components.responses[name] = response;
  for (const operations of Object.values(doc.paths ?? {})) {
    for (const [method, operation] of Object.entries(operations)) {
      const responses = (operation.responses ??= {});
      for (const [status, answer] of Object.entries(SERVER_ANSWERS)) {
        if (answer.applies(method) && !responses[status]) responses[status] = { $ref: `#/components/responses/${answer.name}` } as ResponseObject;
      }
      for (const status of Object.keys(responses)) if (BODILESS.has(status)) delete responses[status]!.content;
      operation.responses = Object.fromEntries(Object.entries(responses).sort(([a], [b]) => a.localeCompare(b)));
    }
  }
  return doc;
}

/**
 * OpenAPI 3.0.3: `nullable: true` does not widen an `enum`, which must list null itself. zod writes a nullable enum
 * (`stock_source: 'demo' | 'feed' | null`) without it, so a client validating by the document would refuse a null the
 * server rightly sends: every such enum gets its null.
 */
export function nullableEnumsListNull<T>(node: T): T {
  if (Array.isArray(node)) node.forEach(nullableEnumsListNull);
  else if (node && typeof node === 'object') {
    const schema = node as Record<string, unknown>;
    if (schema.nullable === true && Array.isArray(schema.enum) && !schema.enum.includes(null)) schema.enum.push(null);
    Object.values(schema).forEach(nullableEnumsListNull);
  }
  return node;
}
