export * from './events';
export * from './track';
