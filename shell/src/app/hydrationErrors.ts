// Recoverable errors while hydrating the server's HTML. Most mean the server and the browser rendered differently
// (a bug). One does not: a region the server gave up on (the API, a remote or the render budget too slow) is
// rendered anew by the browser, as designed, and React reports each such boundary once with error 419.

/** React's error for a boundary the server did not finish: its production code, or its development message. */
const SERVER_LEFT_BOUNDARY = /#419\b|server could not finish this Suspense boundary/;

type Log = Pick<Console, 'error' | 'info'>;

/** `regionsLeftToBrowser`: how many regions the server said it left (the page's state); that many 419s are expected. */
export function hydrationErrorReporter(regionsLeftToBrowser = 0, log: Log = console): (error: unknown) => void {
  let expected = regionsLeftToBrowser;
  return (error) => {
    const message = error instanceof Error ? error.message : String(error);
    if (expected > 0 && SERVER_LEFT_BOUNDARY.test(message)) {
      expected -= 1;
      log.info('[shell] a region the server left to the browser was rendered here', error);
    } else {
      log.error('[shell] hydration', error);
    }
  };
}
