// The wine finder area of the API: the sommelier chat (also its results and a dish's wines) and Våra tips.
import type { WinefinderChatResponse, WinefinderTipsResponse } from '@vinkompassen/shared-contracts/schemas';

/** Response bodies by route, as the endpoints in shared-contracts declare them. */
export interface WinefinderRoutes {
  'POST /api/v1/chat/': WinefinderChatResponse;
  'POST /api/v1/chat/tips/': WinefinderTipsResponse;
}
