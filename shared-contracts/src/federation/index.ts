export * from './remotes';
export * from './slot';
export * from './pageMeta';
export * from './page';
