/**
 * Resolves in a new task (a macrotask): what the browser has queued (a paint, a tap) runs first. Start-up uses it
 * between its long parts so a slow phone runs several short tasks instead of one long one. A message, not a timer:
 * timers are throttled in background tabs and frozen by fake clocks (the e2e's `page.clock`), which would hold up
 * start-up. Imports nothing: the shell's entry uses it before the shared libraries are negotiated.
 */
export const yieldToBrowser = (): Promise<void> =>
  new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
