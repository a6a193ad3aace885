export * from './routes';
export * from './indexing';
