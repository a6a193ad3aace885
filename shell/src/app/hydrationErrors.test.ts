import { hydrationErrorReporter } from './hydrationErrors';

const minified = (code: number) => new Error(`Minified React error #${code}; visit https://react.dev/errors/${code} for the full message`);
const log = () => ({ error: vi.fn(), info: vi.fn() });

describe('hydrationErrorReporter', () => {
  it('reports a boundary the server left to the browser as information, as many times as the server said', () => {
    const console = log();
    const report = hydrationErrorReporter(1, console);
    report(minified(419));
    expect(console.info).toHaveBeenCalledTimes(1);
    expect(console.error).not.toHaveBeenCalled();
    // One more than the server left: something else went wrong on the server.
    report(minified(419));
    expect(console.error).toHaveBeenCalledTimes(1);
  });

  it("knows React's development message too", () => {
    const console = log();
    hydrationErrorReporter(1, console)(new Error('The server could not finish this Suspense boundary, likely due to an error during server rendering.'));
    expect(console.info).toHaveBeenCalledTimes(1);
  });

  it('reports a 419 as an error when the server left nothing to the browser', () => {
    const console = log();
    hydrationErrorReporter(0, console)(minified(419));
    hydrationErrorReporter(undefined, console)(minified(419));
    expect(console.error).toHaveBeenCalledTimes(2);
    expect(console.info).not.toHaveBeenCalled();
  });

  it('reports a mismatch as an error even when the server left regions to the browser', () => {
    const console = log();
    hydrationErrorReporter(2, console)(minified(418));
    expect(console.error).toHaveBeenCalledWith('[shell] hydration', expect.any(Error));
    expect(console.info).not.toHaveBeenCalled();
  });
});
