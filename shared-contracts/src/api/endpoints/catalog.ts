// RTK Query endpoints for the catalog feature, injected into vinApi (filled in by the catalog feature work).
export {};
