import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

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
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: DOCS_CSP });
  },
  { name: 'vinkompassen-swagger' },
);
