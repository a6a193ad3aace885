export * from './useTasteMatches';
