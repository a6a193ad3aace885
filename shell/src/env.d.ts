/** Replaced at build time by rspack's DefinePlugin. */
declare const process: { env: { NODE_ENV: 'development' | 'production' | 'test' } };
