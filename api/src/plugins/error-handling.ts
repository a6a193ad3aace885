import fp from 'fastify-plugin';
import { sendError } from '../http/errors';

/** Every error becomes a JSON body (see http/errors.ts); unknown URLs are 404 `{detail}`. */
export const errorHandlingPlugin = fp(
  async (app) => {
    app.setErrorHandler(sendError);
    app.setNotFoundHandler((_request, reply) => reply.status(404).send({ detail: 'Hittades inte.' }));
  },
  { name: 'vinkompassen-error-handling' },
);
