export * from './swedish';
export * from './wine';
