/** Messages the page posts to its service worker. */
export type WorkerMessage =
  /** The token was cleared or replaced: drop the cached API reads of the previous user. */
  | { type: 'vk:clear-api-cache' }
  /** A page reached by client-side navigation; the worker keeps the app for it offline. */
  | { type: 'vk:page-visited'; path: string };

export function isWorkerMessage(value: unknown): value is WorkerMessage {
  const raw = value as Partial<WorkerMessage> | null;
  if (typeof raw !== 'object' || raw === null) return false;
  if (raw.type === 'vk:clear-api-cache') return true;
  return raw.type === 'vk:page-visited' && typeof (raw as { path?: unknown }).path === 'string' && (raw as { path: string }).path.startsWith('/');
}
