// RTK Query endpoints for the winefinder feature, injected into vinApi (filled in by the winefinder feature work).
export {};
