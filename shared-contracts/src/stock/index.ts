export * from './useStoreStock';
