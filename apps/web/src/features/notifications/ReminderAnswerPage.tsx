import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { type ReminderReply, indicationMessages, reminderAnswerParams } from '@encontro/contracts';
import { usePageTitle } from '../../app/usePageTitle';
import { readApiError } from '../../api/errors';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { useAnswerReminderMutation } from './reminderAnswerApi';
import './notifications.css';

const texts = {
  title: 'Lembrete do encontro',
  sending: 'Enviando sua resposta...',
  going: 'Presença mantida',
  notGoing: 'Vaga liberada',
  failed: 'Não foi possível enviar sua resposta agora. Tente novamente.',
  retry: 'Tentar de novo',
  forum: 'Ver o encontro',
  home: 'Ir para o início',
} as const;

type Outcome =
  { ok: true; answer: ReminderReply; message: string } | { ok: false; message: string; final: boolean };

const replyOf = (param: string | null): ReminderReply | null =>
  param && param in reminderAnswerParams
    ? reminderAnswerParams[param as keyof typeof reminderAnswerParams]
    : null;

/**
 * /forum/{id}/lembrete?t=…&r=vou|nao-vou — the reminder e-mail's two links. Opening the page sends the
 * answer (one click for the person), signed in or not; the link itself (a GET) changes nothing, so a
 * mail scanner that follows it without running the page answers nothing.
 */
export function ReminderAnswerPage() {
  usePageTitle(texts.title);
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const token = params.get('t') ?? '';
  const answer = replyOf(params.get('r'));
  const [send, state] = useAnswerReminderMutation();
  const [outcome, setOutcome] = useState<Outcome | null>(
    token && answer ? null : { ok: false, message: indicationMessages.reminderTokenInvalid, final: true },
  );

  const submit = useCallback(async () => {
    if (!token || !answer) return;
    try {
      const result = await send({ indicationId: id, token, answer }).unwrap();
      setOutcome({ ok: true, answer, message: result.message });
    } catch (err) {
      const { status, message } = readApiError(err);
      // Used, expired or forged: trying again cannot help.
      const final = status !== null && status >= 400 && status < 500;
      setOutcome({
        ok: false,
        message: message ?? (final ? indicationMessages.reminderTokenInvalid : texts.failed),
        final,
      });
    }
  }, [answer, id, send, token]);

  // Once per page, even when React runs effects twice in development.
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    void submit();
  }, [submit]);

  const heading = outcome?.ok ? (outcome.answer === 'going' ? texts.going : texts.notGoing) : texts.title;
  return (
    <div className="auth-page">
      <section
        className="auth-card reminder-answer-card"
        aria-labelledby="reminder-answer-title"
        aria-busy={!outcome}
      >
        <h1 id="reminder-answer-title" className="auth-card__title">
          {heading}
        </h1>
        <div role="status" aria-live="polite">
          {outcome ? (
            <Alert kind={outcome.ok ? 'success' : 'error'}>{outcome.message}</Alert>
          ) : (
            <p>{texts.sending}</p>
          )}
        </div>
        {outcome && !outcome.ok && !outcome.final && (
          <Button block loading={state.isLoading} loadingText={texts.sending} onClick={() => void submit()}>
            {texts.retry}
          </Button>
        )}
        {id && (
          <Link to={`/forum/${id}`} className="btn btn--secondary btn--block">
            {texts.forum}
          </Link>
        )}
        <Link to="/" className="btn btn--ghost btn--block">
          {texts.home}
        </Link>
      </section>
    </div>
  );
}
