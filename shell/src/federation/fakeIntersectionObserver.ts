import { act } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * A stand-in IntersectionObserver the test drives: `await enter()` reports the observed element near the viewport (in
 * an async act, so a region that suspends on its code is retried when the code arrives).
 */
export function fakeObserver() {
  const observers: { callback: IntersectionObserverCallback; options?: IntersectionObserverInit; targets: Element[] }[] = [];
  class Fake {
    private entry;
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      this.entry = { callback, options, targets: [] as Element[] };
      observers.push(this.entry);
    }
    observe(target: Element) {
      this.entry.targets.push(target);
    }
    disconnect() {
      this.entry.targets = [];
    }
  }
  vi.stubGlobal('IntersectionObserver', Fake);
  const enter = () =>
    act(async () => {
      for (const o of observers)
        o.callback(o.targets.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry), o as unknown as IntersectionObserver);
    });
  return { observers, enter };
}
