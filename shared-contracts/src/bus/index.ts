export * from './messages';
export * from './bus';
