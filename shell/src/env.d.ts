/** Replaced at build time by rspack's DefinePlugin. */
declare const process: { env: { NODE_ENV: 'development' | 'production' | 'test' } };

/** A file's text (Vite's `?raw`, used by tests). */
declare module '*?raw' {
  const text: string;
  export default text;
}
