import { REMOTE_MODULES } from './remoteModules.mjs';

// The list itself is remoteModules.mjs (read by the remotes' rspack configs too); these are its types.
export { REMOTE_MODULES };
export type { RemoteModuleEntry } from './remoteModules.mjs';

export type RemoteName = keyof typeof REMOTE_MODULES;
export type RemoteModuleName<R extends RemoteName = RemoteName> = {
  [K in RemoteName]: keyof (typeof REMOTE_MODULES)[K] & string;
}[R];

export const REMOTE_NAMES = Object.keys(REMOTE_MODULES) as RemoteName[];

/** Shape of `/runtime-config.json`, served by the shell's server. */
export interface RuntimeConfig {
  apiBaseUrl: string;
  /** Remote name → URL of its `mf-manifest.json`. */
  remotes: Record<RemoteName, string>;
  /** Newsletter service endpoint (POST). */
  newsletterUrl: string;
}

/** Props the shell passes to every modal it mounts from a remote. */
export interface OverlayProps {
  onClose: () => void;
  /** Put this id on the modal's heading: the shell's dialog is named by it. */
  titleId: string;
}

export interface CreateListModalProps extends OverlayProps {
  /** Added to the new list when present. */
  productId?: number;
}

export interface AddToListModalProps extends OverlayProps {
  productId: number;
}

export interface LoginModalProps extends OverlayProps {
  /** Set when an action needing an account (save a wine, follow) opened the modal: it says why. */
  reason?: 'login-required';
}

export interface NotesPanelProps {
  productId: number;
}

/** "Medlemmarnas betyg" on a wine page: the average, the count and others' notes (social's, server-rendered). */
export interface CommunityPanelProps {
  productId: number;
  /** The wine page's URL slug (id or slug): the server fetched the section with it, beside the wine. */
  productSlug: string;
}

/** "Bästa butiken": stores near the user with most of these wines in stock (social's panel, embedded elsewhere too). */
export interface BestStoresPanelProps {
  /** The wines to find (a list's, or the saved ones); only the first STOCK_BATCH_MAX are asked about. */
  productIds: readonly number[];
  heading: string;
}
