// Runs in the shell's entry chunk, before the async boundary: starts fetching the runtime config and
// the first screen's remote (manifest, remoteEntry, the exposed module's chunks and CSS) while React
// and the shared libraries are still downloading. Imports no shared library on purpose.
import { preloadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { pageDataModule } from '@vinkompassen/shared-contracts/remote-modules';
import { remoteContentForPath } from './remoteScreens';

let configJson: Promise<unknown> | undefined;

/**
 * The config a server-rendered page was rendered with (shell/server/render-page.mjs): the page hydrates with the
 * same release of each remote even if another went live since. Null on a page the server did not render.
 */
export function inlinedRuntimeConfig(doc: Document | undefined = globalThis.document): unknown {
  const text = doc?.getElementById('vk-runtime-config')?.textContent;
  return text ? (JSON.parse(text) as unknown) : null;
}

/** The page's own config (every server-rendered page carries it), or `/runtime-config.json` fetched once. */
export function runtimeConfigJson(fetchFn: typeof fetch = fetch): Promise<unknown> {
  const inlined = inlinedRuntimeConfig();
  if (inlined) configJson ??= Promise.resolve(inlined);
  configJson ??= fetchFn('/runtime-config.json').then((response) => {
    if (!response.ok) throw new Error(`runtime-config.json: HTTP ${response.status}`);
    return response.json() as Promise<unknown>;
  });
  return configJson;
}

/**
 * Best effort: a failure here shows up (with its fallback) when the page renders the remote. `serverRendered`: the
 * page came with its data, so the screen's page contract (which only starts that data) is not fetched.
 */
export async function preloadFirstScreen(
  pathname: string,
  config: Promise<unknown> = runtimeConfigJson(),
  serverRendered: boolean = inlinedRuntimeConfig() !== null,
): Promise<void> {
  const first = remoteContentForPath(pathname);
  if (!first) return;
  try {
    const remotes = ((await config) as { remotes?: Record<string, unknown> } | null)?.remotes;
    const entry = remotes?.[first.remote];
    if (typeof entry !== 'string') return;
    // The same entry start-up registers for every remote; registering it again is a no-op.
    registerRemotes([{ name: first.remote, entry }]);
    // The screen and, on a page the browser renders alone, its page contract (whose `prefetch` starts the screen's
    // data: bootstrap.tsx).
    const contract = serverRendered ? [] : [pageDataModule(first.module).slice(2)];
    await preloadRemote([{ nameOrAlias: first.remote, exposes: [first.module.slice(2), ...contract] }]);
  } catch {
    // Left to the render, which shows the area's fallback with a retry.
  }
}
