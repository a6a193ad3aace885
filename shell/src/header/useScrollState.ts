import { useEffect, useState } from 'react';

interface ScrollState {
  /** Page is scrolled away from the top. */
  scrolled: boolean;
  /** Last movement was downwards past the header: hide it. */
  scrollingDown: boolean;
}

const THRESHOLD = 64;

export function useScrollState(): ScrollState {
  const [state, setState] = useState<ScrollState>({ scrolled: false, scrollingDown: false });

  useEffect(() => {
    let lastY = window.scrollY;
    let frame = 0;
    const update = () => {
      frame = 0;
      const y = window.scrollY;
      // Ignore jitter of a few pixels (iOS bounce, sub-pixel scrolling).
      if (Math.abs(y - lastY) < 4) return;
      const next = { scrolled: y > 8, scrollingDown: y > lastY && y > THRESHOLD };
      lastY = y;
      setState((prev) => (prev.scrolled === next.scrolled && prev.scrollingDown === next.scrollingDown ? prev : next));
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    // The page may already be scrolled: a server-rendered page restored half-way down before it hydrated, where the
    // first render (the server's) said "at the top". No scroll event comes for that.
    if (lastY > 8) setState({ scrolled: true, scrollingDown: false });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, []);

  return state;
}
