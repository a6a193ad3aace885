export * from './swedish';
export * from './wine';
export * from './openingHours';
