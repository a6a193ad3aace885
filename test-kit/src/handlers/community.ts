// Ratings, others' notes, reports, the feed and the data download.
import type {
  CommunityNotesResponse,
  FeedResponse,
  FeedSuggestionsResponse,
  MyDataExport,
  NoteReportResponse,
  RatingSummary,
  TasteMatchResponse,
} from '@vinkompassen/shared-contracts/schemas';

/** Response bodies by route, as the social remote's and the contracts' shared endpoints declare them. */
export interface CommunityRoutes {
  'GET /api/v1/ratings/by-product/:product/': RatingSummary;
  'PUT /api/v1/ratings/by-product/:product/': RatingSummary;
  'DELETE /api/v1/ratings/by-product/:product/': RatingSummary;
  'GET /user-product-notes/community/:product/': CommunityNotesResponse;
  'POST /user-product-notes/:id/report/': NoteReportResponse;
  'GET /api/v1/feed/': FeedResponse;
  'GET /api/v1/feed/suggestions/': FeedSuggestionsResponse;
  'GET /auth/profile/export/': MyDataExport;
  'GET /api/v1/taste-match/': TasteMatchResponse;
}
