export * from './catalog';
export * from './social';
