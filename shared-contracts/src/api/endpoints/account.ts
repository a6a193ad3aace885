// RTK Query endpoints for the account feature, injected into vinApi (filled in by the account feature work).
export {};
