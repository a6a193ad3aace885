/** DEMO stock per store, and the stores that have a wine. */
export { quantitiesAtStore } from './at-store';
export { findStoreId, listStock, productExists, UNKNOWN_STORE } from './queries';
export { bestStores } from './best-stores';
