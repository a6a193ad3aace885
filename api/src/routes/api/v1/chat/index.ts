import {
  ErrorBody,
  WinefinderChatRequest,
  WinefinderChatResponse,
  WinefinderTipsRequest,
  WinefinderTipsResponse,
} from '@vinkompassen/shared-contracts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { nextStep, recommendForUser, WinefinderValidationError } from '@/features/recommendation';
import { BODY_LIMITS } from '@/http/body-limits';
import { badRequest } from '@/http/errors';

/** The one place the engine's validation error becomes HTTP: 400 `{field: [messages]}`. */
export async function asHttpErrors<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof WinefinderValidationError) throw badRequest(err.fieldErrors);
    throw err;
  }
}

/** The wine finder (Vinväljaren) over the recommendation engine: stateless, the client sends every answer. */
export const chatRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  app.post(
    '/api/v1/chat/',
    {
      bodyLimit: BODY_LIMITS.winefinder,
      schema: {
        tags: ['chat'],
        summary: "The wine finder: send every answer so far (and optionally free text); get the sommelier's next question, the match count and, on request, the ranked wines",
        body: WinefinderChatRequest,
        response: { 200: WinefinderChatResponse, 400: ErrorBody, 401: ErrorBody },
      },
    },
    async (request) => asHttpErrors(() => nextStep(db, request.body, { userId: request.user?.id })),
  );

  app.post(
    '/api/v1/chat/tips/',
    {
      bodyLimit: BODY_LIMITS.winefinder,
      schema: {
        tags: ['chat'],
        summary: "Våra tips: wines from the user's saved answers and, when logged in, taste twins of liked wines",
        body: WinefinderTipsRequest,
        response: { 200: WinefinderTipsResponse, 400: ErrorBody, 401: ErrorBody },
      },
    },
    async (request) => asHttpErrors(() => recommendForUser(db, { ...request.body, userId: request.user?.id })),
  );
};
