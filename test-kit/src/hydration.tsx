import type { Store } from '@reduxjs/toolkit';
import { act } from '@testing-library/react';
import type { ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { prerenderToNodeStream } from 'react-dom/static';
import { expect, onTestFinished, vi } from 'vitest';
import { vinApi, type ApiFetch, type PageContract, type PageStore } from '@vinkompassen/shared-contracts';
import { API_URL } from './api';
import { createTestStore, screenTree, type RenderScreenOptions, type TestState, type TestStore } from './render';

type StateOf<S extends Store> = ReturnType<S['getState']>;

/**
 * How a screen is rendered on the server and hydrated in the browser. The visitor is anonymous on both sides (the
 * session is restored only after hydration), so there is no `token`; the routing options are `renderScreen`'s.
 */
export interface ServerRenderOptions<S extends Store = TestStore> extends Omit<RenderScreenOptions<S>, 'store' | 'token'> {
  /**
   * A new store, from `preloadedState` when given: called once for the server and once for the browser, which gets
   * the server's state after `serverData` (as the shell's server hands its RTK Query cache to the page).
   * Default: `createTestStore({ preloadedState })`, anonymous.
   */
  createStore?: (preloadedState?: StateOf<S>) => S;
  /**
   * The screen's data, loaded into the server's store before it renders (awaited), e.g.
   * `(store) => store.dispatch(discoveryApi.endpoints.getCatalog.initiate(args))`, answered by `mockApi`.
   */
  serverData?: (store: S) => unknown;
}

export interface HydrationOptions<S extends Store = TestStore> extends ServerRenderOptions<S> {
  /** localStorage entries only the browser has: the server render sees none; written before hydration. */
  storage?: Record<string, string>;
  /** Anything else only the browser has (a store chosen on the bus, `navigator.onLine`): run before hydration. */
  browser?: () => void;
}

const defaultStore = (preloadedState?: TestState) => createTestStore({ preloadedState });

/** A console.error call as text, its `%s`-style placeholders filled in. */
function formatMessage([first, ...rest]: unknown[]): string {
  if (typeof first !== 'string') return [first, ...rest].map(String).join(' ');
  let used = 0;
  const text = first.replace(/%[sdioOc]/g, () => String(rest[used++]));
  return [text, ...rest.slice(used).map(String)].join(' ');
}

/**
 * The server renderer marks each context it provided and never clears the mark (in a server process nothing else
 * renders), so React's development build says so when the browser renderer provides the same context in this one
 * test process. A warning about the test set-up, not about the screen.
 */
const TWO_RENDERERS = 'Detected multiple renderers concurrently rendering the same context provider';

/** React's console messages (hydration mismatches, attributes that differ, a render error), formatted. */
function recordConsoleErrors(): { messages: string[]; stop: () => void } {
  const messages: string[] = [];
  const original = console.error.bind(console);
  const spy = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    const message = formatMessage(args);
    if (message.startsWith(TWO_RENDERERS)) return;
    messages.push(message);
    original(...args);
  });
  return { messages, stop: () => spy.mockRestore() };
}

/**
 * `serverData` for a page, as the shell's server loads it for an anonymous visitor: the page contract's own `load`
 * when it has one (its API requests answered by `mockApi`), else the requests its `prefetch` starts, awaited.
 */
export function pageData<S extends Store = TestStore>(
  page: PageContract,
  params: Record<string, string> = {},
  search = '',
): (store: S) => Promise<unknown> {
  return async (store) => {
    const request = { params, search: new URLSearchParams(search), viewer: null, store: store as unknown as PageStore };
    if (page.load) {
      const api: ApiFetch = async (path) => {
        const response = await fetch(`${API_URL}${path}`);
        return { status: response.status, body: response.ok ? ((await response.json()) as unknown) : undefined };
      };
      const outcome = await page.load({ ...request, api, dataBudgetMs: 5000, followUpBudgetMs: 5000 });
      if (outcome !== 'ok') throw new Error(`the page's loader answered ${outcome} for ${JSON.stringify(params)}`);
      return outcome;
    }
    if (!page.prefetch?.(request)) throw new Error(`the page contract starts no request with ${JSON.stringify(params)}`);
    return Promise.all(store.dispatch(vinApi.util.getRunningQueriesThunk() as never) as unknown as Promise<unknown>[]);
  };
}

/**
 * Renders `ui` as the shell's server does: the screen's providers around it with a static router at `path`, every
 * Suspense boundary resolved (`prerenderToNodeStream`, the streaming renderer's engine). Runs in a Node environment
 * too (no DOM needed), so `// @vitest-environment node` proves the screen touches no browser global while rendering.
 * Fails the test when rendering throws or React reports an error.
 */
export async function renderOnServer<S extends Store = TestStore>(
  ui: ReactNode,
  options: ServerRenderOptions<S> = {},
): Promise<{ html: string; store: S }> {
  const createStore = options.createStore ?? (defaultStore as unknown as (preloadedState?: StateOf<S>) => S);
  const store = createStore();
  await options.serverData?.(store);
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(screenTree(ui, options, store, 'server'), {
    onError: (error) => {
      errors.push(error);
    },
  });
  const html = await readAll(prelude as AsyncIterable<Uint8Array | string>);
  // The server renderer keeps the context values of the last work it resumed (a boundary that waited for data or a
  // module) until its next render; the browser renderer of a hydration test, in the same process, would read them
  // (e.g. a router outside any router). Rendering nothing moves the server renderer back to the empty context.
  await readAll((await prerenderToNodeStream(null)).prelude as AsyncIterable<Uint8Array | string>);
  expect(errors, 'errors while rendering on the server').toEqual([]);
  return { html, store };
}

async function readAll(stream: AsyncIterable<Uint8Array | string>): Promise<string> {
  const decoder = new TextDecoder();
  let text = '';
  for await (const chunk of stream) text += typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true });
  return text + decoder.decode();
}

/**
 * Elements and text at the top of the container that hydration did not take over. At the root (as in the shell's
 * `#root`) React passes over server nodes it cannot match instead of reporting a mismatch (room for nodes that
 * browser extensions insert), so a part the browser does not render stays on the page, dead, with no warning.
 */
function unclaimedNodes(container: HTMLElement): string[] {
  const claimed = (node: Node) => Object.keys(node).some((key) => key.startsWith('__reactFiber$'));
  return [...container.childNodes]
    .filter((node) => (node instanceof Element || (node instanceof Text && node.data.trim() !== '')) && !claimed(node))
    .map((node) => (node instanceof Element ? node.outerHTML.slice(0, 200) : `text: ${node.textContent ?? ''}`));
}

/** Every localStorage entry, to hide them from the "server" render in a jsdom test. */
function takeStorage(): Record<string, string> {
  const entries: Record<string, string> = {};
  for (let i = 0; i < localStorage.length; i++) {
    const key = localStorage.key(i);
    if (key !== null) entries[key] = localStorage.getItem(key) ?? '';
  }
  localStorage.clear();
  return entries;
}

/**
 * Renders `ui` on the server (`renderOnServer`, localStorage hidden), puts the HTML in a container, gives the browser
 * what only it has (`storage`, `browser`), then hydrates the same tree with `hydrateRoot` inside `act`: the same
 * providers (`renderScreen`'s), a store preloaded with the server's state and a memory router at the same URL.
 * Fails when React reports a recoverable error (a hydration mismatch makes it re-render the tree on the client) or
 * logs an error (e.g. attributes that differ from the server's). Returns the server's HTML and the hydrated
 * container (in the document, so `screen` finds what it shows), unmounted when the test ends.
 */
export async function expectServerRenderAndHydration<S extends Store = TestStore>(ui: ReactNode, options: HydrationOptions<S> = {}) {
  const consoleErrors = recordConsoleErrors();
  try {
    const saved = takeStorage();
    const { html, store: serverStore } = await renderOnServer(ui, options);
    for (const [key, value] of Object.entries({ ...saved, ...options.storage })) localStorage.setItem(key, value);
    options.browser?.();

    const createStore = options.createStore ?? (defaultStore as unknown as (preloadedState?: StateOf<S>) => S);
    const store = createStore(serverStore.getState() as StateOf<S>);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);

    const recoverable: string[] = [];
    let root: Root | undefined;
    await act(async () => {
      root = hydrateRoot(container, screenTree(ui, options, store, 'browser'), {
        onRecoverableError: (error) => recoverable.push(error instanceof Error ? error.message : String(error)),
      });
    });
    onTestFinished(() => {
      act(() => root?.unmount());
      container.remove();
    });
    expect(recoverable, 'recoverable errors while hydrating (a mismatch with the server HTML)').toEqual([]);
    expect(unclaimedNodes(container), 'server HTML the browser did not render, left in the page').toEqual([]);
    expect(consoleErrors.messages, 'errors React logged while rendering on the server or hydrating').toEqual([]);
    return { html, container, store };
  } finally {
    consoleErrors.stop();
  }
}
