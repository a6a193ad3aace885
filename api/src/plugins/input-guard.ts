import fp from 'fastify-plugin';
import { assertCleanInput } from '../http/input-guard';

/** Every route, before validation: path, query and JSON body (multipart fields are checked by their reader). */
export const inputGuardPlugin = fp(
  async (app) => {
    app.addHook('preValidation', async (request) => {
      assertCleanInput(request.params, request.query, request.body);
    });
  },
  { name: 'vinkompassen-input-guard' },
);
