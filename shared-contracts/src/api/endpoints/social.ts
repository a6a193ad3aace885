// RTK Query endpoints for the social feature, injected into vinApi (filled in by the social feature work).
export {};
