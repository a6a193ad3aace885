import {
  ErrorBody,
  WinefinderChatRequest,
  WinefinderChatResponse,
  WinefinderTipsRequest,
  WinefinderTipsResponse,
} from '@vinkompassen/shared-contracts/schemas';
import type { AppInstance } from '../app';
import { badRequest } from '../http/errors';
import { handleChat, recommendForUser, WinefinderValidationError } from '../recommendation';

/** The wine finder (Vinväljaren) over the recommendation engine: stateless, the client sends every answer. */
export async function chatRoutes(app: AppInstance): Promise<void> {
  app.post(
    '/api/v1/chat/',
    {
      schema: {
        tags: ['chat'],
        summary: "The wine finder: send every answer so far (and optionally free text); get the sommelier's next question, the match count and, on request, the ranked wines",
        body: WinefinderChatRequest,
        response: { 200: WinefinderChatResponse, 400: ErrorBody, 401: ErrorBody },
      },
    },
    async (request) => handleChat(app.deps.db, request.body),
  );

  app.post(
    '/api/v1/chat/tips/',
    {
      schema: {
        tags: ['chat'],
        summary: "Våra tips: wines from the user's saved answers and, when logged in, taste twins of liked wines",
        body: WinefinderTipsRequest,
        response: { 200: WinefinderTipsResponse, 400: ErrorBody, 401: ErrorBody },
      },
    },
    async (request) => {
      try {
        return await recommendForUser(app.deps.db, { ...request.body, userId: request.user?.id });
      } catch (err) {
        if (err instanceof WinefinderValidationError) throw badRequest(err.fieldErrors);
        throw err;
      }
    },
  );
}
