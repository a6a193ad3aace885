import type { AccountRoutes } from './account';
import type { CatalogRoutes } from './catalog';
import type { CommunityRoutes } from './community';
import type { PairingRoutes } from './pairing';
import type { SocialRoutes } from './social';
import type { WinefinderRoutes } from './winefinder';

export type { AccountRoutes, CatalogRoutes, CommunityRoutes, PairingRoutes, SocialRoutes, WinefinderRoutes };

/** Every route the front-end calls, `'METHOD /path/:param'` → the response body it expects. */
export type ApiRoutes = AccountRoutes & CatalogRoutes & CommunityRoutes & PairingRoutes & SocialRoutes & WinefinderRoutes;
