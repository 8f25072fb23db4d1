import { Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useRouteFocus } from '../../app/useRouteFocus';
import { PageLoader } from '../../ui/PageLoader';
import { ToastRegion } from '../../ui/Toast';
import { Footer } from './Footer';
import { Header } from './Header';
import { OfflineBanner } from './OfflineBanner';
import { Splash } from './Splash';

function useScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
}

export function AppLayout() {
  const main = useRef<HTMLElement>(null);
  useScrollToTop();
  useRouteFocus(main);
  return (
    <div className="app">
      <a href="#conteudo" className="skip-link">
        Pular para o conteúdo
      </a>
      <Header />
      <OfflineBanner />
      <main ref={main} id="conteudo" className="app__main" tabIndex={-1}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <ToastRegion />
      <Splash />
    </div>
  );
}
