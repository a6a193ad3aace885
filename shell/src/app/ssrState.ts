// What the server-rendered page hands to the browser, as JSON in a non-executed <script> element.
export const SSR_STATE_ELEMENT_ID = 'vk-ssr-state';

export interface SsrState {
  /** The server store's state; only its RTK Query cache (`vinApi`) is taken, through `ssrCacheHydrate`. */
  store: Record<string, unknown>;
  /** The `age_confirmed` cookie as the server saw it: the gate was (not) rendered. */
  ageConfirmed: boolean;
  /** The `age_confirmed=false` cookie (an "under 25" answer sent without JavaScript): the gate was rendered blocking. */
  ageRefused: boolean;
  /** The path answered 404 (an unknown wine, list, dish, user or user list): hydrate the not-found page there. */
  notFoundPath: string | null;
  /** The API could not answer the first screen: the region renders in the browser and the error banner shows. */
  apiFailed: boolean;
  /**
   * Regions the server gave up on and left to the browser (the API, a remote or the render budget too slow): React
   * renders each anew when hydrating and reports it as a recoverable error (419), which is then expected.
   */
  regionsLeftToBrowser: number;
}

/**
 * JSON safe inside <script type="application/json">: `<` (so no `</script>` or `<!--` can end or change it),
 * `>` and `&`, and the line separators JavaScript engines once treated as line ends, as \u escapes.
 */
export function serializeSsrState(state: SsrState): string {
  return JSON.stringify(state).replace(/[<>&\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** The state the server put into the page, or null for a page it did not render (tests, the offline page). */
export function readSsrState(doc: Document = document): SsrState | null {
  const text = doc.getElementById(SSR_STATE_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as SsrState;
  } catch {
    return null;
  }
}
