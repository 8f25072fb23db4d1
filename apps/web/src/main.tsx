import { StrictMode, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/App';
import { prefetchHome, preloadHome } from './app/routes';
import { makeStore } from './app/store';
import { initAuth } from './features/auth/authThunks';
import { registerServiceWorker } from './features/shell/serviceWorker';
import './styles/global.css';
import './styles/ui.css';
import './styles/pages.css';

const store = makeStore();
const opensHome = store.getState().auth.token !== null && window.location.pathname === '/';
void store.dispatch(initAuth()).then(() => {
  const user = store.getState().auth.user;
  if (opensHome && user && window.location.pathname === '/') prefetchHome(store.dispatch, user.city);
});

/**
 * Once the first screen has been painted (the frame after the first commit), a stored session's Home
 * chunk loads while /api/me checks the session: a slow phone's first paint does not share the network.
 */
function PreloadHome() {
  useEffect(() => {
    if (opensHome) requestAnimationFrame(() => setTimeout(preloadHome));
  }, []);
  return null;
}

// Not under `vite` (dev): a worker serving the precache would hide the changes being made.
if (import.meta.env.PROD) registerServiceWorker();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Provider store={store}>
      <BrowserRouter>
        <App />
      </BrowserRouter>
      <PreloadHome />
    </Provider>
  </StrictMode>,
);
