// Keeping rendered pages whole under a burst: a gate that lets a few renders run at once and queues the rest (a
// queued page waits its turn instead of racing every other render for the API and going out without its content),
// one render for identical requests in flight, a cache of complete anonymous pages served stale while a fresh one
// renders, and the API's data version that drops a kept page once the data it shows has changed (an import, a list
// edited), in every render worker and whichever process made the change. What may be cached, and under which key,
// is render-page.mjs's decision.
import { LRUCache } from 'lru-cache';

/**
 * At most `concurrency` tasks run at once; the others wait in order. A task waits at most `maxWaitMs` for its
 * turn and then runs anyway: the queue bounds load, it never strands a visitor.
 */
export function createRenderGate({ concurrency, maxWaitMs }) {
  let running = 0;
  const waiting = [];
  const next = () => {
    while (running < concurrency && waiting.length) {
      const turn = waiting.shift();
      clearTimeout(turn.timer);
      running += 1;
      turn.start();
    }
  };
  return {
    get running() {
      return running;
    },
    get waiting() {
      return waiting.length;
    },
    async run(task) {
      if (running >= concurrency) {
        await new Promise((resolve) => {
          const turn = { start: resolve, timer: undefined };
          turn.timer = setTimeout(() => {
            waiting.splice(waiting.indexOf(turn), 1);
            running += 1;
            resolve();
          }, maxWaitMs);
          waiting.push(turn);
        });
      } else {
        running += 1;
      }
      try {
        return await task();
      } finally {
        running -= 1;
        next();
      }
    },
  };
}

/** `produce()` once per key while it runs: identical requests in flight share one render. */
export function createCoalescer() {
  const inFlight = new Map();
  return (key, produce) => {
    if (key === null) return produce();
    const running = inFlight.get(key);
    if (running) return running;
    const promise = Promise.resolve()
      .then(produce)
      .finally(() => inFlight.delete(key));
    inFlight.set(key, promise);
    return promise;
  };
}

/**
 * Pages by key: fresh for `freshMs`, then served stale (and refreshed by the caller) until `staleMs`; the least
 * recently used go first beyond `maxEntries`. Each page is kept with the data version it was rendered from and names
 * the parts of it it shows (`page.dependsOn`, e.g. ['catalog', 'lists']): once one of them has moved, the page is gone.
 * Each page also belongs to a deployment (the remotes' builds and runtime config it was rendered with): only the
 * newest `keptDeployments` seen keep pages, so a release switch frees the pages no visitor can be served any more
 * (a rollback to the one before finds its pages still there). `clock` is for tests.
 */
export function createPageCache({ maxEntries, freshMs, staleMs, keptDeployments = 2, clock = Date.now }) {
  const cache = new LRUCache({ max: maxEntries });
  /** Newest last. */
  const deployments = [];
  return {
    /** A request is rendered for `deployment`: a new one retires the oldest kept and its pages. */
    seen(deployment) {
      if (deployments.includes(deployment)) return;
      deployments.push(deployment);
      while (deployments.length > keptDeployments) {
        const retired = deployments.shift();
        for (const [key, entry] of cache.entries()) if (entry.deployment === retired) cache.delete(key);
      }
    },
    /** The page and whether it is still fresh, or null. `version`: the data version now (null: not known yet). */
    get(key, version = null) {
      const entry = cache.get(key);
      if (!entry) return null;
      const age = clock() - entry.at;
      const moved = version !== null && (entry.page.dependsOn ?? []).some((part) => entry.version?.[part] !== version[part]);
      if (age >= staleMs || moved) {
        cache.delete(key);
        return null;
      }
      return { page: entry.page, fresh: age < freshMs };
    },
    /**
     * `version`: the data version when its render started (a change during the render then drops it next time).
     * A page of a retired deployment (a render that outlived two switches) is not kept.
     */
    set(key, page, version = null, deployment = null) {
      if (deployment !== null && !deployments.includes(deployment)) return;
      cache.set(key, { page, at: clock(), version, deployment });
    },
    clear() {
      cache.clear();
    },
    get size() {
      return cache.size;
    },
  };
}

/**
 * The API's data version (`read()`), read again at most every `intervalMs`, in the background: a page request never
 * waits for it, so a change shows within about that long. A failed read keeps the last known version.
 */
export function createDataVersion({ read, intervalMs, clock = Date.now }) {
  let known = null;
  let readAt = -Infinity;
  let reading = null;
  const refresh = () => {
    if (!reading && clock() - readAt >= intervalMs) {
      readAt = clock();
      reading = read()
        .then((version) => {
          known = version;
        })
        .catch(() => undefined)
        .finally(() => {
          reading = null;
        });
    }
    return reading ?? Promise.resolve();
  };
  return {
    /** The last version read (null before the first answer), starting a new read when the last is old. */
    current() {
      refresh();
      return known;
    },
    /** Resolves once the read under way (if any) has answered. */
    settled: () => reading ?? Promise.resolve(),
    /**
     * The version once the read under way (if any, started now when due) has answered, waiting at most `maxWaitMs`:
     * what a render about to start keeps its page under. A version read before an edit the render already shows only
     * drops the page once more; one read after the render's data would keep stale data as new.
     */
    async beforeRender(maxWaitMs) {
      refresh();
      if (reading) {
        let timer;
        await Promise.race([reading, new Promise((resolve) => (timer = setTimeout(resolve, maxWaitMs)))]);
        clearTimeout(timer);
      }
      return known;
    },
  };
}
