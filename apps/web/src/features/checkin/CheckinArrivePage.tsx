import { useEffect, useRef, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { forumPagePath } from '@encontro/contracts';
import { readApiError } from '../../api/errors';
import { usePageTitle } from '../../app/usePageTitle';
import { Alert } from '../../ui/Alert';
import { PageHeader } from '../../ui/PageHeader';
import { StateIcon } from '../../ui/StateIcon';
import { useLatest } from '../../ui/useLatest';
import { useCheckinMutation } from './checkinApi';
import { CheckinDigitsForm } from './CheckinDigitsForm';
import { checkinTexts } from './checkinTexts';
import './checkin.css';

type State =
  | { status: 'idle' }
  | { status: 'sending' }
  | { status: 'done'; message: string }
  | { status: 'refused'; message: string; fieldError: string | null };

/**
 * /forum/:id/cheguei — "Cheguei": the host's QR code opens it with `?c=CODE`, which is sent at once;
 * without one (or after a refusal) the attendee types the 6 digits the host reads aloud.
 */
export function CheckinArrivePage() {
  usePageTitle(checkinTexts.arriveTitle);
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const scanned = params.get('c') ?? '';
  const [checkIn] = useCheckinMutation();
  const [state, setState] = useState<State>(scanned ? { status: 'sending' } : { status: 'idle' });
  const sent = useRef(false);

  const send = (code: string) => {
    setState({ status: 'sending' });
    checkIn({ id, code })
      .unwrap()
      .then((answer) => setState({ status: 'done', message: answer.message }))
      .catch((error: unknown) => {
        const refusal = readApiError(error);
        const message = refusal.message ?? checkinTexts.failed;
        setState({ status: 'refused', message, fieldError: refusal.errors.code?.[0] ?? null });
      });
  };
  const sendScanned = useLatest(send);

  useEffect(() => {
    if (!scanned || sent.current) return;
    sent.current = true;
    sendScanned.current(scanned);
  }, [scanned, sendScanned]);

  const done = state.status === 'done';
  return (
    <div className="page page--narrow checkin-page">
      <PageHeader title={checkinTexts.arriveTitle} lead={done ? undefined : checkinTexts.arriveLead} />
      {/* The outcome, read out as it changes: success politely, a refusal at once (Alert). */}
      <div aria-live="polite" aria-busy={state.status === 'sending'}>
        {state.status === 'sending' && scanned && (
          <p className="checkin-page__note">{checkinTexts.checkingIn}</p>
        )}
        {done && (
          <div className="checkin-done">
            <StateIcon kind="success" />
            <Alert kind="success">{state.message}</Alert>
          </div>
        )}
      </div>
      {state.status === 'refused' && !state.fieldError && <Alert>{state.message}</Alert>}
      {!done && (
        <CheckinDigitsForm
          sending={state.status === 'sending'}
          error={state.status === 'refused' ? state.fieldError : null}
          onSubmit={send}
        />
      )}
      <Link
        to={forumPagePath(id)}
        className={done ? 'btn btn--primary btn--block' : 'btn btn--ghost btn--block'}
      >
        {checkinTexts.backToForum}
      </Link>
    </div>
  );
}
