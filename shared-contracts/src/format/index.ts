export * from './swedish';
