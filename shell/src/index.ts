import { yieldToBrowser } from './app/yieldToBrowser';
import { preloadFirstScreen } from './federation/firstScreen';

void preloadFirstScreen(window.location.pathname);
// Async boundary: shared singletons (react, router, store...) are negotiated before app code runs. React DOM, the
// largest of them, is evaluated in a task of its own: start-up is not one long task on a slow phone.
void import('react-dom/client')
  .then(yieldToBrowser)
  .then(() => import('./bootstrap'));
