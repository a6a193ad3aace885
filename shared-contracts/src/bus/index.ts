export * from './messages';
export * from './bus';
export * from './useSelectedStore';
