// Async boundary: shared singletons (react, router, store...) are negotiated before app code runs.
import('./bootstrap');
