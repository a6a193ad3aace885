import { useEffect, useRef, useState } from 'react';
import { useDebouncedValue } from '../ui/hooks';

/**
 * The text of a search box that lives in the URL: typing updates the URL after a pause (instant search),
 * and a URL changed from elsewhere (back button, a link) updates the box.
 */
export function useSearchText(urlValue: string, commit: (text: string) => void, delayMs = 300) {
  const [text, setText] = useState(urlValue);
  const debounced = useDebouncedValue(text, delayMs);
  const committed = useRef(urlValue);
  const commitRef = useRef(commit);
  commitRef.current = commit;
  // The page stays on screen while a link's target page loads (a route transition): a late commit
  // must not pull the user back, so nothing is committed once the browser has moved on.
  const shownAt = useRef(globalThis.location?.pathname);

  useEffect(() => {
    if (debounced.trim() === committed.current.trim()) return;
    if (globalThis.location?.pathname !== shownAt.current) return;
    committed.current = debounced.trim();
    commitRef.current(debounced.trim());
  }, [debounced]);

  useEffect(() => {
    shownAt.current = globalThis.location?.pathname;
    if (urlValue.trim() === committed.current.trim()) return;
    committed.current = urlValue;
    setText(urlValue);
  }, [urlValue]);

  /** Commit now (Enter) instead of waiting for the pause. */
  const flush = () => {
    if (text.trim() === committed.current.trim()) return;
    committed.current = text.trim();
    commit(text.trim());
  };

  return { text, setText, flush };
}
