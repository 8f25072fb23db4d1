import { lazy, Suspense, useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import {
  calendarPath,
  forumPagePath,
  integrityMessages,
  type Indication,
  type Winner,
} from '@encontro/contracts';
import { assetUrl } from '../../api/config';
import { Button } from '../../ui/Button';
import { VenueCover } from '../../ui/VenueCover';
import { YouAreTheHost } from '../hosting/YouAreTheHost';
import { LeaveMeetupButton } from '../meetup/LeaveMeetupButton';
import { MeetupFacts } from '../meetup/MeetupFacts';
import { MeetupSettingsButton } from '../meetup/MeetupSettingsButton';
import { meetupCardTexts } from '../meetup/meetupCardTexts';
import { MeetupShareButton } from '../share/ShareButton';
import { votesLabel, votesUnderReviewLabel, type Venue } from './venue';

/** What a card shows of an indication in voting or of a winner: its name and its first photo. */
type CardVenue = Pick<Venue, 'indication_id' | 'name' | 'first_photo_url'>;

function CardShell({
  venue,
  badge,
  priority = false,
  children,
}: {
  venue: CardVenue;
  badge?: ReactNode;
  priority?: boolean;
  children: ReactNode;
}) {
  const titleId = `venue-${venue.indication_id}`;
  return (
    <article className="venue-card" aria-labelledby={titleId}>
      <div className="venue-card__media">
        <VenueCover
          path={venue.first_photo_url}
          name={venue.name}
          className="venue-card__photo"
          priority={priority}
        />
        {badge}
      </div>
      <div className="venue-card__body">
        <h3 id={titleId} className="venue-card__title">
          {venue.name}
        </h3>
        {children}
      </div>
    </article>
  );
}

// Only someone in line sees it: the Home's first screen does not wait for its code.
const WaitlistArea = lazy(() => import('../meetup/WaitlistArea').then((m) => ({ default: m.WaitlistArea })));

/** Issue 27: the venue's votes held by the moderation, when it has any. */
export function VotesUnderReview({ count }: { count: number }) {
  if (count <= 0) return null;
  return <p className="venue-card__review">{votesUnderReviewLabel(count)}</p>;
}

/** Issue 27: on the venue the person voted for, while that vote is held. */
export function MyVoteUnderReview() {
  return <p className="venue-card__my-review">{integrityMessages.voteUnderReview}</p>;
}

export type Vote = {
  voted: boolean;
  busy: boolean;
  onToggle: () => void;
  /** Why this venue cannot get the person's vote (they voted elsewhere this week): the button is off. */
  blockedReason?: string;
  /** The id of a note that already shows `blockedReason`; without it the reason is shown beside the button. */
  reasonId?: string;
};

/** The first card of a list: its photo is usually the first screen's largest paint, so it loads at once. */
type Priority = { priority?: boolean };

type IndicationCardProps = Priority & {
  indication: Indication;
  onDetails: () => void;
  /** Absent on a read-only card (guests, voting closed). */
  vote?: Vote;
  /** The person's vote of the week went to this venue and is held by the moderation. */
  myVoteUnderReview?: boolean;
};

export function IndicationCard({
  indication,
  onDetails,
  vote,
  priority,
  myVoteUnderReview = false,
}: IndicationCardProps) {
  return (
    <CardShell venue={indication} priority={priority}>
      <p className="venue-card__address">{indication.address}</p>
      <p className="venue-card__votes">{votesLabel(indication.vote_count)}</p>
      <VotesUnderReview count={indication.votes_under_review} />
      {myVoteUnderReview && <MyVoteUnderReview />}
      <div className="venue-card__actions">
        <Button variant="secondary" onClick={onDetails}>
          Detalhes
        </Button>
        {vote && <VoteButton {...vote} />}
      </div>
    </CardShell>
  );
}

export function VoteButton({ voted, busy, onToggle, blockedReason, reasonId }: Vote) {
  const ownReasonId = useId();
  const blocked = Boolean(blockedReason) && !voted;
  return (
    <>
      <Button
        variant={voted ? 'ghost' : 'primary'}
        onClick={onToggle}
        disabled={busy || blocked}
        aria-pressed={voted}
        aria-describedby={blocked ? (reasonId ?? ownReasonId) : undefined}
      >
        {voted ? 'Remover' : 'Votar'}
      </Button>
      {blocked && !reasonId && (
        <p id={ownReasonId} className="venue-reason">
          {blockedReason}
        </p>
      )}
    </>
  );
}

export type Attendance = {
  isHost: boolean;
  confirmed: boolean;
  forumsBlocked: boolean;
  busy: boolean;
  onConfirm: () => void;
  /** Why this meetup cannot be confirmed (the person goes to another one this week): the button is off. */
  blockedReason?: string;
  /** The host's own card while they go to another winner: the button stays on and says it moves them. */
  moveNote?: string;
  /** Another confirmation is on its way. */
  waiting?: boolean;
};

/**
 * 'Eu Vou!' (or, when full, the line) → 'Presença Confirmada' with the forum and calendar links and
 * 'Não vou mais'; one's place in line; the host's own card, with its seats and time.
 */
export function AttendanceArea({ winner, attendance }: { winner: Winner; attendance: Attendance }) {
  const { isHost, confirmed, forumsBlocked, busy, onConfirm, blockedReason, moveNote, waiting } = attendance;
  const reasonId = useId();
  const note = blockedReason ?? moveNote;
  const inLine = winner.my_attendance?.status === 'waitlisted' ? winner.my_attendance : null;
  const done = !inLine && (confirmed || (isHost && winner.host_confirmed));
  // The host always has a seat: only a guest meets a full meetup.
  const full = !isHost && winner.seats_left === 0;
  const calendar = assetUrl(winner.calendar_url) ?? `/${calendarPath(winner.indication_id)}`;
  return (
    <div className="attendance">
      {isHost && (
        <p className="attendance__host">
          <YouAreTheHost />
        </p>
      )}
      {inLine ? (
        <Suspense fallback={null}>
          <WaitlistArea meetupId={winner.indication_id} attendance={inLine} />
        </Suspense>
      ) : !done ? (
        <>
          <Button
            onClick={onConfirm}
            loading={busy}
            loadingText="Confirmando..."
            disabled={Boolean(blockedReason) || waiting}
            aria-describedby={note ? reasonId : undefined}
          >
            {isHost ? 'Confirmar Presença' : full ? meetupCardTexts.joinWaitlist : 'Eu Vou!'}
          </Button>
          {note && (
            <p id={reasonId} className="venue-reason">
              {note}
            </p>
          )}
        </>
      ) : (
        <>
          <p className="attendance__confirmed" role="status">
            Presença Confirmada
          </p>
          <div className="attendance__links">
            {forumsBlocked ? (
              <span className="attendance__forum attendance__forum--blocked">
                Fórum indisponível no momento
              </span>
            ) : (
              <Link className="btn btn--secondary" to={forumPagePath(winner.indication_id)}>
                Acessar Fórum
              </Link>
            )}
            <a className="link" href={calendar} download>
              Adicionar ao calendário
            </a>
          </div>
          <div className="meetup-actions">
            {isHost && <MeetupSettingsButton meetup={{ ...winner, id: winner.indication_id }} />}
            <LeaveMeetupButton meetupId={winner.indication_id} venue={winner.name} isHost={isHost} />
          </div>
        </>
      )}
    </div>
  );
}

type WinnerCardProps = Priority & { winner: Winner; onDetails: () => void; attendance?: Attendance };

export function WinnerCard({ winner, onDetails, attendance, priority }: WinnerCardProps) {
  return (
    <CardShell
      venue={winner}
      priority={priority}
      badge={<span className="venue-card__badge">{winner.winner_position}º lugar</span>}
    >
      <p className="venue-card__address">{winner.address}</p>
      {/* The host's time ("Sábado, 05/12 às 19:30", MeetupFacts) replaces the nominator's period "a combinar". */}
      {!winner.starts_at && (
        <p className="venue-card__meta">
          {winner.event_day} · {winner.event_time}
        </p>
      )}
      <MeetupFacts meetup={winner} />
      <p className="venue-card__votes">
        {votesLabel(winner.vote_count)} · {winner.confirmed_participants}{' '}
        {winner.confirmed_participants === 1 ? 'presença confirmada' : 'presenças confirmadas'}
      </p>
      <VotesUnderReview count={winner.votes_under_review} />
      {/* Signed-out people see no host (LGPD): the name comes as null. */}
      {winner.host_name && <p className="venue-card__meta">Anfitrião: {winner.host_name}</p>}
      <div className="venue-card__actions">
        <Button variant="secondary" onClick={onDetails}>
          Detalhes
        </Button>
        <MeetupShareButton meetup={winner} />
      </div>
      {attendance && <AttendanceArea winner={winner} attendance={attendance} />}
    </CardShell>
  );
}
