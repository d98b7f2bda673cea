import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { API_PREFIX } from '../paths';

/**
 * OpenAPI document generated from the routes' zod schemas (`app.swagger()`), and with `explorer`
 * published at /docs under the API's prefix (its JSON at /docs/json). A production API keeps it to itself
 * unless API_DOCS says otherwise.
 */
export const docsPlugin = fp(async (app: FastifyInstance, { explorer }: { explorer: boolean }) => {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Storefront API',
        description: 'The REST API of the storefront. Errors are `{ statusCode, code, message }`.',
        version: '1.0.0',
      },
      servers: [{ url: '/' }],
      components: {
        securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'sid' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  if (explorer) await app.register(swaggerUi, { routePrefix: `${API_PREFIX}/docs` });
});
