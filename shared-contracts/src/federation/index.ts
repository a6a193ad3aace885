export * from './remotes';
export * from './slot';
