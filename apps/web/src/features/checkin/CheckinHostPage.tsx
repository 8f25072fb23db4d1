import { useEffect } from 'react';
import { Link, useParams } from 'react-router-dom';
import { forumPagePath } from '@encontro/contracts';
import { readApiError } from '../../api/errors';
import { usePageTitle } from '../../app/usePageTitle';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { PageHeader } from '../../ui/PageHeader';
import { useGetForumQuery } from '../forum/forumApi';
import { useServerOffset } from '../meetup/useServerOffset';
import { useCheckinCodeQuery } from './checkinApi';
import { CheckinQr } from './CheckinQr';
import { ArrivalsList } from './ArrivalsList';
import { checkinTexts } from './checkinTexts';
import './checkin.css';

// Never ask more often than this, whatever the clocks say.
const MIN_REFRESH_MS = 1_000;

/** "123 456": the six digits in two groups, easier to read aloud. */
const grouped = (digits: string) => `${digits.slice(0, 3)} ${digits.slice(3)}`;

/**
 * /forum/:id/checkin — the host's check-in screen, phone first: the QR code that changes every 30
 * seconds (asked again when it expires), its 6 digits to read aloud, and the confirmed people.
 */
export function CheckinHostPage() {
  usePageTitle(checkinTexts.hostTitle);
  const { id = '' } = useParams();
  const offset = useServerOffset();
  const code = useCheckinCodeQuery(id);
  const forum = useGetForumQuery(id);
  const { refetch } = code;
  const expiresAt = code.data?.expires_at;

  useEffect(() => {
    if (!expiresAt) return;
    const left = Date.parse(expiresAt) - (Date.now() + offset);
    const timer = setTimeout(() => void refetch(), Math.max(left, MIN_REFRESH_MS));
    return () => clearTimeout(timer);
  }, [expiresAt, offset, refetch]);

  const refusal = code.isError ? (readApiError(code.error).message ?? checkinTexts.codeFailed) : null;
  return (
    <div className="page page--narrow checkin-page">
      <PageHeader title={checkinTexts.hostTitle} lead={forum.data?.winner.name}>
        <p className="checkin-page__note">{checkinTexts.hostLead}</p>
      </PageHeader>

      {refusal && (
        <>
          <Alert>{refusal}</Alert>
          <Button variant="secondary" onClick={() => void refetch()}>
            {checkinTexts.retry}
          </Button>
        </>
      )}
      {code.data && !refusal && (
        <section className="card checkin-code" aria-label={checkinTexts.hostTitle}>
          <CheckinQr value={code.data.checkin_url} label={checkinTexts.qrLabel} />
          <p className="checkin-code__term">{checkinTexts.digitsTerm}</p>
          <p className="checkin-code__digits">
            <span className="visually-hidden">{code.data.digits.split('').join(' ')}</span>
            <span aria-hidden="true">{grouped(code.data.digits)}</span>
          </p>
          <p className="checkin-code__note">{checkinTexts.changes}</p>
        </section>
      )}

      {forum.data && <ArrivalsList forum={forum.data} />}

      <Link to={forumPagePath(id)} className="btn btn--ghost btn--block">
        {checkinTexts.backToForum}
      </Link>
    </div>
  );
}
