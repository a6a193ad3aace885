// Server-rendered pages paint from their HTML alone, so their scripts are fetched after the first paint: on a
// slow connection they would otherwise share its bandwidth with the page's HTML and stylesheet. The server lists
// them in #vk-boot (render-page.mjs); the app's own pages (no server render) load them from <head> as before.
(() => {
  const list = document.getElementById('vk-boot');
  if (!list) return;
  const { scripts, preloads } = JSON.parse(list.textContent);
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const href of preloads) {
      document.head.append(Object.assign(document.createElement('link'), { rel: 'preload', as: 'script', href, fetchPriority: 'low' }));
    }
    // In order, like the deferred scripts they replace.
    for (const src of scripts) document.head.append(Object.assign(document.createElement('script'), { src, async: false }));
  };
  // A hidden tab paints nothing: nothing to wait for.
  if (document.visibilityState === 'hidden') return start();
  if (PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    new PerformanceObserver((_, observer) => {
      observer.disconnect();
      start();
    }).observe({ type: 'paint', buffered: true });
  } else {
    requestAnimationFrame(() => setTimeout(start, 0));
  }
  // Should no paint be reported at all.
  setTimeout(start, 3000);
})();
