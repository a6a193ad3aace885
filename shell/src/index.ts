import { preloadFirstScreen } from './federation/firstScreen';

void preloadFirstScreen(window.location.pathname);
// Async boundary: shared singletons (react, router, store...) are negotiated before app code runs.
import('./bootstrap');
