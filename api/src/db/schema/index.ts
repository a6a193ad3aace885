export * from './catalog';
export * from './social';
export * from './analytics';
export * from './community';
