// The render host's entry (the shell's Node build, dist-server/ssr.js). Async boundary: the shared singletons
// (React, router, store, contracts) are negotiated with the federation runtime before the renderer's code runs.
export const loadRenderer = () => import('./renderer');
