import { createRoot } from 'react-dom/client';
import { guestPathOf } from './guest/boot/guest-path';
import '../renderers/styles/index.css';
import './styles/app.css';

const root = createRoot(document.getElementById('root') as HTMLElement);
const startRouterApp = () => import('./router').then(({ startRouterApp }) => startRouterApp(root));

// A guest's invitation or theme demo starts light, without the router and the query cache (issue 14);
// every other page, and a guest page whose start could not load, starts the router app.
const guestPath = guestPathOf(location.pathname, location.search);
if (guestPath) {
  import('./guest/boot/guest-entry')
    .then(({ startGuestPage }) => startGuestPage(root, guestPath))
    .catch(startRouterApp);
} else {
  void startRouterApp();
}
