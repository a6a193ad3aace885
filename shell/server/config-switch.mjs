// The render host holds one server build of each remote (the federation runtime registers a remote by its name), so
// a change of runtime config (a release, a rollback) must not swap the builds under renders still under way: those
// renders lost their remote's build mid-render and went out without their content. A switch waits for them, then
// loads the new config's builds (warmUp); renders render with the newest config only once it is loaded.

/** Waits for `promise`, at most `ms`. */
async function waitAtMost(promise, ms) {
  let timer;
  await Promise.race([promise, new Promise((resolve) => (timer = setTimeout(resolve, Math.max(0, ms))))]);
  clearTimeout(timer);
}

/**
 * @param {(config: object) => Promise<unknown>} warmUp  loads a config's remote server builds and page contracts
 * @param {(config: object) => string} keyOf  the same text for the same config
 * @param {number} waitMs  how long a render waits for a switch at most (a remote that stays down must not hold every
 *   page: past it the render goes ahead with the newest config, loaded or not)
 */
export function createConfigSwitch(warmUp, keyOf, waitMs) {
  let current = null;
  let underWay = 0;
  let idle = null;
  const allDone = () => {
    if (underWay === 0) return Promise.resolve();
    if (!idle) {
      let resolve;
      idle = { promise: new Promise((r) => (resolve = r)), resolve };
    }
    return idle.promise;
  };

  /** Makes `config` the current one, unless it is already; its warm-up starts once the renders under way are done. */
  function switchTo(config) {
    const key = keyOf(config);
    if (current?.key === key) return;
    // After the previous switch's warm-up too: two warm-ups never run at once.
    const ready = (current?.ready ?? Promise.resolve())
      .then(allDone)
      .then(() => warmUp(config))
      .catch(() => undefined);
    current = { key, config, ready };
  }

  /** Calls `use` with the current config once it is loaded (waiting at most `waitMs`), in the same turn as the check. */
  async function whenLoaded(use) {
    const deadline = Date.now() + waitMs;
    let target;
    do {
      target = current;
      await waitAtMost(target.ready, deadline - Date.now());
    } while (target !== current && Date.now() < deadline);
    return use(current.config);
  }

  const done = () => {
    underWay -= 1;
    if (underWay === 0 && idle) {
      idle.resolve();
      idle = null;
    }
  };

  return {
    switchTo,
    /** The current config, once it is loaded. */
    settled: () => whenLoaded((config) => config),
    /**
     * Runs `render(config)` with the current config once it is loaded, counted as under way until it ends: a switch
     * meanwhile waits for it. A render queued before a switch thus renders with the new config.
     */
    run: (render) =>
      whenLoaded((config) => {
        underWay += 1;
        return Promise.resolve()
          .then(() => render(config))
          .finally(done);
      }),
  };
}
