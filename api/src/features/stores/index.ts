/** Systembolaget's stores and agents: lookup, distance and opening hours. */
export { haversineKm, toOpeningHours, type StoreRow } from './queries';
export { listStores, nearbyStores } from './queries';
