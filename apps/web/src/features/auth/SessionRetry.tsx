import { useCallback, useEffect, useRef, useState } from 'react';
import { useAppDispatch } from '../../app/hooks';
import { usePageTitle } from '../../app/usePageTitle';
import { Button } from '../../ui/Button';
import { loggedOut } from './authSlice';
import { checkSession } from './authThunks';

/** Seconds before each automatic new check; the last one repeats. */
export const sessionRetryDelays = [3, 6, 12, 30] as const;

/**
 * Shown instead of a page while a stored session could not be checked (the server or the network
 * failed): the person stays signed in, the check runs again by itself and on 'Tentar novamente'.
 */
export function SessionRetry() {
  usePageTitle('Sem conexão');
  const dispatch = useAppDispatch();
  const [checking, setChecking] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const running = useRef(false);

  const retry = useCallback(async () => {
    if (running.current) return;
    running.current = true;
    setChecking(true);
    const ok = await dispatch(checkSession());
    running.current = false;
    if (!ok) {
      setChecking(false);
      setAttempt((a) => a + 1);
    }
  }, [dispatch]);

  useEffect(() => {
    const seconds = sessionRetryDelays[Math.min(attempt, sessionRetryDelays.length - 1)]!;
    const timer = setTimeout(() => void retry(), seconds * 1000);
    const onOnline = () => void retry();
    window.addEventListener('online', onOnline);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('online', onOnline);
    };
  }, [attempt, retry]);

  return (
    <div className="page page--narrow">
      <section className="card" aria-labelledby="session-retry-title">
        <h1 id="session-retry-title" className="page__title">
          Sem conexão com o servidor
        </h1>
        <p role="status">
          {checking
            ? 'Verificando sua sessão...'
            : 'Não conseguimos confirmar sua sessão agora. Você continua conectado; tentaremos de novo automaticamente.'}
        </p>
        <div className="cta__actions">
          <Button loading={checking} loadingText="Tentando..." onClick={() => void retry()}>
            Tentar novamente
          </Button>
          <Button variant="ghost" disabled={checking} onClick={() => dispatch(loggedOut())}>
            Sair desta conta
          </Button>
        </div>
      </section>
    </div>
  );
}
