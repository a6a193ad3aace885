export * from './events';
export * from './track';
export * from './useTrackOnce';
