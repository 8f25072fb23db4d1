import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { notificationMessages } from '@encontro/contracts';
import { usePageTitle } from '../../app/usePageTitle';
import { readApiError } from '../../api/errors';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { useUnsubscribeEmailMutation } from './notificationsApi';
import './notifications.css';

const texts = {
  title: 'Descadastrar deste e-mail',
  lead: 'Confirme para não receber mais este tipo de e-mail do Encontro. Você pode mudar isso quando quiser, em Editar Perfil.',
  confirm: 'Confirmar descadastro',
  confirming: 'Descadastrando...',
  done: 'Descadastro confirmado',
  failed: 'Não foi possível descadastrar agora. Tente novamente.',
  home: 'Ir para o início',
} as const;

type Outcome = { ok: true; message: string } | { ok: false; message: string; final: boolean };

/**
 * /notificacoes/descadastrar?token=… — the link in a reminder e-mail. Nothing happens until the click:
 * mail scanners open links, and a GET must never unsubscribe anyone.
 */
export function EmailUnsubscribePage() {
  usePageTitle(texts.title);
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [unsubscribe, state] = useUnsubscribeEmailMutation();
  const [outcome, setOutcome] = useState<Outcome | null>(
    token ? null : { ok: false, message: notificationMessages.unsubscribeLinkInvalid, final: true },
  );

  const confirm = async () => {
    try {
      const result = await unsubscribe(token).unwrap();
      setOutcome({ ok: true, message: result.message || notificationMessages.unsubscribedByEmail });
    } catch (err) {
      const { status, message } = readApiError(err);
      // A link that is no good will not become good: no button to try it again.
      const final = status === 404 || status === 422;
      const fallback = final ? notificationMessages.unsubscribeLinkInvalid : texts.failed;
      setOutcome({ ok: false, message: message ?? fallback, final });
    }
  };

  const showButton = !outcome || (!outcome.ok && !outcome.final);
  return (
    <div className="auth-page">
      <section className="auth-card unsubscribe-card" aria-labelledby="unsubscribe-title">
        <h1 id="unsubscribe-title" className="auth-card__title">
          {outcome?.ok ? texts.done : texts.title}
        </h1>
        {!outcome && <p>{texts.lead}</p>}
        {outcome && <Alert kind={outcome.ok ? 'success' : 'error'}>{outcome.message}</Alert>}
        {showButton && (
          <Button
            block
            loading={state.isLoading}
            loadingText={texts.confirming}
            onClick={() => void confirm()}
          >
            {texts.confirm}
          </Button>
        )}
        <Link to="/" className="btn btn--ghost btn--block">
          {texts.home}
        </Link>
      </section>
    </div>
  );
}
