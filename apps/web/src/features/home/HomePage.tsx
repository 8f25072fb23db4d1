import { lazy, Suspense, useDeferredValue, useState } from 'react';
import { Link } from 'react-router-dom';
import type { Indication, User, Winner } from '@encontro/contracts';
import { indicationMessages } from '@encontro/contracts';
import { failedWithoutData } from '../../api/queryState';
import { useAppSelector } from '../../app/hooks';
import { usePageTitle } from '../../app/usePageTitle';
import { Button } from '../../ui/Button';
import { PageHeader } from '../../ui/PageHeader';
import { PageLoader } from '../../ui/PageLoader';
import { selectUser } from '../auth/authSlice';
import { CityCalendarLink } from '../city/CityCalendarLink';
import type { ReportTarget } from '../reports/ReportModal';
import { CycleBanner } from './CycleBanner';
import { FailedLoad } from './FailedLoad';
import { useCityIndicationsQuery, useOwnIndicationsQuery, useRestrictionStatusQuery } from './homeApi';
import { NoWinnersSection } from './NoWinnersSection';
import { OwnIndications } from './OwnIndications';
import { useCycleBoundary } from './useCycleBoundary';
import { useHomeActions } from './useHomeActions';
import { VoteButton, type Attendance, type Vote } from './VenueCards';
import { VenueDetailModal } from './VenueDetailModal';
import { homeMessages, type Venue } from './venue';
import { VotingSection } from './VotingSection';
import { useWeekWinners } from './useWeekWinners';
import { WinnersSection } from './WinnersSection';
import './home.css';

export { CycleBanner } from './CycleBanner';

// The dialogs a person opens by hand load then: the first screen does not wait for their code (the
// nomination form's brings the contract schemas).
const NominationModal = lazy(() =>
  import('../nomination/NominationModal').then((m) => ({ default: m.NominationModal })),
);
const ReportModal = lazy(() => import('../reports/ReportModal').then((m) => ({ default: m.ReportModal })));
// Below the venues, and its city lookup brings the contracts' slug rules: it loads after the first screen.
const InviteToVote = lazy(() => import('./InviteToVote').then((m) => ({ default: m.InviteToVote })));

function HomeContent({ user, startNominating }: { user: User; startNominating: boolean }) {
  const status = useRestrictionStatusQuery();
  const indications = useCityIndicationsQuery(user.city);
  // Issue 28: from Friday a week may have no winners; the page follows the week's changes by itself.
  const revealed = status.data?.winners_revealed ?? indications.data?.voting_open === false;
  const { winners, outcome } = useWeekWinners(user.city, revealed);
  useCycleBoundary();
  const own = useOwnIndicationsQuery();
  const actions = useHomeActions(user);
  const [nominating, setNominating] = useState(startNominating);
  const [details, setDetails] = useState<{ kind: 'indication' | 'winner'; id: string } | null>(null);
  const [reporting, setReporting] = useState<ReportTarget | null>(null);

  const winnerList = winners.data?.winners ?? [];
  const indicationList = indications.data?.indications ?? [];
  const hasWinners = winnerList.length > 0;
  const votingOpen = indications.data?.voting_open ?? status.data?.voting_open ?? false;
  const nomination = indications.data?.nomination;
  const canNominate = !hasWinners && (nomination?.allowed ?? false);
  const reason = hasWinners
    ? (nomination?.reason ?? indicationMessages.unavailable)
    : nomination && !nomination.allowed
      ? (nomination.reason ?? indicationMessages.unavailable)
      : null;

  const loading = winners.isLoading || indications.isLoading;
  // A failed refetch keeps what was shown (offline, under the banner): only a read with nothing fails.
  const failed = failedWithoutData(winners) || failedWithoutData(indications);
  const week = status.data?.week ?? indications.data?.week ?? winners.data?.week;
  // One vote and one meetup per person a week: once given, the other venues say where it went.
  const votedFor = indicationList.find((i) => i.indication_id === user.last_voted_indication_id) ?? null;
  const attending = winnerList.find((w) => w.indication_id === user.last_confirmed_indication_id) ?? null;
  // Issue 27: the person's vote of the week is held by the moderation; its venue says so.
  const heldVoteId = indications.data?.my_vote_under_review ? user.last_voted_indication_id : null;

  const detailVenue: Venue | null = details
    ? ((details.kind === 'winner'
        ? winnerList.find((w) => w.indication_id === details.id)
        : indicationList.find((i) => i.indication_id === details.id)) ?? null)
    : null;
  const detailIndication =
    details?.kind === 'indication' ? indicationList.find((i) => i.indication_id === details.id) : undefined;

  const attendanceOf = (winner: Winner): Attendance => {
    const isHost = winner.host_id === user.user_id;
    const elsewhere = attending && attending.indication_id !== winner.indication_id ? attending : null;
    return {
      isHost,
      confirmed: user.last_confirmed_indication_id === winner.indication_id,
      forumsBlocked: status.data?.forums_blocked ?? false,
      busy: actions.confirmingId === winner.indication_id,
      waiting: actions.confirmingId !== undefined && actions.confirmingId !== winner.indication_id,
      onConfirm: () => void actions.confirmAttendance(winner),
      // Issue 28: the host's own meetup comes first; confirming it moves their presence there.
      blockedReason: elsewhere && !isHost ? homeMessages.attendingElsewhere(elsewhere.name) : undefined,
      moveNote: elsewhere && isHost ? homeMessages.hostMovesHere(elsewhere.name) : undefined,
    };
  };
  const voteOf = (indication: Indication): Vote | undefined =>
    votingOpen
      ? {
          voted: user.last_voted_indication_id === indication.indication_id,
          busy: actions.votingId !== undefined,
          onToggle: () => void actions.toggleVote(indication),
          blockedReason:
            votedFor && votedFor.indication_id !== indication.indication_id
              ? homeMessages.votedElsewhere(votedFor.name)
              : undefined,
        }
      : undefined;
  const detailVote = detailIndication ? voteOf(detailIndication) : undefined;

  const modals = (
    <>
      <VenueDetailModal
        venue={reporting ? null : detailVenue}
        onClose={() => setDetails(null)}
        onReport={() =>
          detailVenue &&
          setReporting({ type: 'indication', id: detailVenue.indication_id, name: detailVenue.name })
        }
        actions={detailVote && <VoteButton {...detailVote} />}
        myVoteUnderReview={heldVoteId !== null && detailIndication?.indication_id === heldVoteId}
      />
      <Suspense fallback={null}>
        {reporting && <ReportModal target={reporting} onClose={() => setReporting(null)} />}
        {nominating && (
          <NominationModal
            open
            onClose={() => setNominating(false)}
            checking={loading}
            blockedReason={canNominate ? null : (reason ?? indicationMessages.unavailable)}
          />
        )}
      </Suspense>
    </>
  );
  // One loader holds the page until its four reads have each first answered (or failed): the page then
  // renders once, with all of them, rather than once per answer (a phone's main thread pays for each),
  // and nothing on screen is pushed down as they arrive. The dialogs come first in both trees, so that
  // they keep their state when the page appears.
  const answered = [status, indications, winners, own].every(
    (query) => query.data !== undefined || query.error !== undefined,
  );
  // The page's first render runs as a transition, which React cuts into slices of a few milliseconds: a
  // phone stays responsive while it builds, instead of one long task of the whole page.
  const shown = useDeferredValue(answered);
  if (!shown)
    return (
      <>
        {modals}
        <PageLoader text="Carregando..." />
      </>
    );

  return (
    <>
      {modals}
      {failedWithoutData(status) ? (
        <FailedLoad
          error={status.error}
          fallback={homeMessages.statusLoadFailed}
          retrying={status.isFetching}
          onRetry={() => void status.refetch()}
        />
      ) : (
        <CycleBanner status={status.data} outcome={outcome} />
      )}

      <div className="home-actions">
        <div className="home-actions__nominate">
          <Button
            onClick={() => setNominating(true)}
            disabled={!canNominate}
            aria-describedby={reason ? 'nomination-reason' : undefined}
          >
            {hasWinners ? homeMessages.nominationsUnavailable : 'Indicar Local'}
          </Button>
          {reason && (
            <p id="nomination-reason" className="home-actions__reason">
              {reason}
            </p>
          )}
        </div>
        <Link to="/last-encounter" className="btn btn--secondary">
          Último Vencedor
        </Link>
      </div>

      <OwnIndications
        week={week}
        data={own.data}
        error={failedWithoutData(own) ? own.error : undefined}
        retrying={own.isFetching}
        onRetry={() => void own.refetch()}
        canNominate={canNominate}
      />

      {loading ? (
        <PageLoader text="Carregando..." />
      ) : failed ? (
        <FailedLoad
          error={winners.error ?? indications.error}
          fallback={homeMessages.loadFailed}
          retrying={winners.isFetching || indications.isFetching}
          onRetry={() => {
            if (winners.isError) void winners.refetch();
            if (indications.isError) void indications.refetch();
          }}
        />
      ) : outcome === 'none' ? (
        <NoWinnersSection />
      ) : outcome === 'closing' ? (
        <PageLoader text={homeMessages.closingText} />
      ) : hasWinners ? (
        <WinnersSection
          winners={winnerList}
          onDetails={(winner) => setDetails({ kind: 'winner', id: winner.indication_id })}
          attendanceOf={attendanceOf}
        />
      ) : indicationList.length > 0 ? (
        <>
          <VotingSection
            indications={indicationList}
            totals={{
              indications: indications.data!.total_indications,
              votes: indications.data!.total_votes,
            }}
            onDetails={(indication) => setDetails({ kind: 'indication', id: indication.indication_id })}
            voteOf={voteOf}
            votedElsewhere={votingOpen && votedFor ? homeMessages.votedElsewhere(votedFor.name) : undefined}
            heldVoteId={heldVoteId}
          />
          {votingOpen && (
            <Suspense fallback={null}>
              <InviteToVote user={user} />
            </Suspense>
          )}
        </>
      ) : (
        <section className="card empty-state" aria-labelledby="empty-title">
          <h2 id="empty-title" className="card__title">
            Nenhum local em votação
          </h2>
          <p>
            Ainda não há indicações aprovadas em {user.city} nesta semana.{' '}
            {canNominate ? 'Que tal indicar o primeiro local?' : ''}
          </p>
        </section>
      )}
    </>
  );
}

/** SPEC §2 Home. `/indication/new` opens it with the nomination modal showing (or why one cannot nominate). */
export function HomePage({ startNominating = false }: { startNominating?: boolean }) {
  usePageTitle('Início');
  const user = useAppSelector(selectUser);
  if (!user) return null;
  return (
    <div className="page home">
      <PageHeader
        title="Início"
        lead={
          <>
            Olá, {user.name}! Os encontros de {user.city}
            {user.state ? ` - ${user.state}` : ''}.
          </>
        }
      />
      <CityCalendarLink cityId={user.city_id} city={user.city} />
      <HomeContent user={user} startNominating={startNominating} />
    </div>
  );
}

export function NominationPage() {
  return <HomePage startNominating />;
}
