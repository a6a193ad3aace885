/** The API's routes as its OpenAPI document lists them, for suites that must cover every route (fuzz, authorization). */
import type { AppInstance } from '../app';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The subset of JSON Schema that the zod → OpenAPI transform emits. */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
}

export interface ApiRoute {
  method: HttpMethod;
  /** OpenAPI path, e.g. `/users/{id}/`. */
  path: string;
  pathParams: string[];
  query: Array<{ name: string; schema: JsonSchema }>;
  /** JSON request body schema, when the route documents one. */
  body: JsonSchema | undefined;
  /** Documented as needing a user's `Authorization: Token {key}` (the `token` scheme). */
  secured: boolean;
  /** Documented as needing some other credential (the analytics summary's admin bearer token): not a user route. */
  adminOnly: boolean;
}

/** One operation of the OpenAPI document (the parts tests read). */
export interface OpenApiOperation {
  summary?: string;
  tags?: string[];
  parameters?: Array<{ in: string; name: string; schema?: JsonSchema }>;
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  security?: Array<Record<string, string[]>>;
}

/** GET /api/docs/json (the parts tests read): `request<OpenApiDocument>(app, {method: 'GET', url: '/api/docs/json'})`. */
export interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, OpenApiOperation>>;
}

/** Every documented operation of the app (the app must be ready). */
export function apiRoutes(app: AppInstance): ApiRoute[] {
  const doc = app.swagger() as OpenApiDocument;
  const routes: ApiRoute[] = [];
  for (const [path, operations] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(operations)) {
      const params = op.parameters ?? [];
      routes.push({
        method: method.toUpperCase() as HttpMethod,
        path,
        pathParams: params.filter((p) => p.in === 'path').map((p) => p.name),
        query: params.filter((p) => p.in === 'query').map((p) => ({ name: p.name, schema: p.schema ?? {} })),
        body: op.requestBody?.content?.['application/json']?.schema,
        secured: (op.security ?? []).some((s) => 'token' in s),
        adminOnly: (op.security ?? []).length > 0 && !(op.security ?? []).some((s) => 'token' in s),
      });
    }
  }
  return routes;
}

export const routeName = (r: Pick<ApiRoute, 'method' | 'path'>) => `${r.method} ${r.path}`;

/** The path with its `{param}`s replaced (values are URL-encoded). */
export function fillPath(path: string, value: (param: string) => string): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(value(name)));
}
