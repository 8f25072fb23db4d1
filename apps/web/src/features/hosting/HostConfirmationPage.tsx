import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { forumPagePath } from '@encontro/contracts';
import { usePageTitle } from '../../app/usePageTitle';
import { readApiError } from '../../api/errors';
import { Alert } from '../../ui/Alert';
import { StateIcon } from '../../ui/StateIcon';
import { useConfirmHostByLinkMutation } from './hostingApi';
import { YouAreTheHost } from './YouAreTheHost';

type State =
  | { status: 'confirming' }
  | { status: 'confirmed'; message: string; forumId: string }
  | { status: 'error'; message: string };

const missingLink = 'Link de confirmação não encontrado.';
const fallbackError = 'Erro ao confirmar presença. Tente novamente.';

/** /anfitriao/confirmar?token=… — the link in the winner e-mail: confirms the host in one click. */
export function HostConfirmationPage() {
  usePageTitle('Confirmar anfitrião');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [confirm] = useConfirmHostByLinkMutation();
  const [state, setState] = useState<State>(
    token ? { status: 'confirming' } : { status: 'error', message: missingLink },
  );
  const sent = useRef(false);

  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    confirm(token)
      .unwrap()
      .then((result) =>
        setState({ status: 'confirmed', message: result.message, forumId: result.indication_id }),
      )
      .catch((error: unknown) =>
        setState({ status: 'error', message: readApiError(error).message ?? fallbackError }),
      );
  }, [confirm, token]);

  return (
    <div className="auth-page">
      <section
        className="auth-card auth-card--center"
        aria-labelledby="host-title"
        aria-busy={state.status === 'confirming'}
      >
        {state.status === 'confirming' && (
          <>
            <div className="spinner" aria-hidden="true" />
            <h1 id="host-title" className="auth-card__title">
              Confirmando sua presença...
            </h1>
          </>
        )}
        {state.status === 'confirmed' && (
          <>
            <StateIcon kind="success" />
            <h1 id="host-title" className="auth-card__title">
              <YouAreTheHost />
            </h1>
            <Alert kind="success">{state.message}</Alert>
            <Link to={forumPagePath(state.forumId)} className="btn btn--primary btn--block">
              Ir para o Fórum
            </Link>
          </>
        )}
        {state.status === 'error' && (
          <>
            <StateIcon kind="error" />
            <h1 id="host-title" className="auth-card__title">
              Não foi possível confirmar
            </h1>
            <Alert>{state.message}</Alert>
            <Link to="/" className="btn btn--ghost btn--block">
              Ir para o início
            </Link>
          </>
        )}
      </section>
    </div>
  );
}
