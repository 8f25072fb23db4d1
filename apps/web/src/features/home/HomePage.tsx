import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { Indication, RestrictionStatus, User, Winner } from '@encontro/contracts';
import { indicationMessages } from '@encontro/contracts';
import { useAppSelector } from '../../app/hooks';
import { usePageTitle } from '../../app/usePageTitle';
import { readApiError } from '../../api/errors';
import { Button } from '../../ui/Button';
import { Alert } from '../../ui/Field';
import { useToast } from '../../ui/Toast';
import { selectUser } from '../auth/authSlice';
import { ReportModal, type ReportTarget } from '../reports/ReportModal';
import { NominationModal } from '../nomination/NominationModal';
import {
  useCityIndicationsQuery,
  useCityWinnersQuery,
  useConfirmAttendanceMutation,
  useRestrictionStatusQuery,
  useVoteMutation,
} from './homeApi';
import { IndicationCard, VoteButton, WinnerCard, type Attendance } from './VenueCards';
import { VenueDetailModal } from './VenueDetailModal';
import { homeMessages, votesLabel, type Venue } from './venue';
import './home.css';

export function CycleBanner({ status }: { status: RestrictionStatus | undefined }) {
  if (!status) return null;
  if (status.voting_open)
    return (
      <section className="cycle-banner cycle-banner--active" aria-label="Situação da semana">
        <p className="cycle-banner__title">
          <span className="cycle-banner__dot" aria-hidden="true" />
          {homeMessages.votingActive}
        </p>
        <p className="cycle-banner__text">{homeMessages.votingActiveText}</p>
      </section>
    );
  return (
    <section className="cycle-banner" aria-label="Situação da semana">
      <p className="cycle-banner__title">
        {homeMessages.votingClosed} · {status.day_name}
      </p>
      <p className="cycle-banner__text">
        {homeMessages.winnersText} {homeMessages.reopensText}
      </p>
    </section>
  );
}

function useHomeActions(user: User) {
  const toast = useToast();
  const [vote, voteState] = useVoteMutation();
  const [confirm, confirmState] = useConfirmAttendanceMutation();

  const toggleVote = async (indication: Indication) => {
    const remove = user.last_voted_indication_id === indication.indication_id;
    try {
      await vote({ id: indication.indication_id, city: user.city, remove }).unwrap();
      toast(remove ? indicationMessages.voteRemoved : indicationMessages.voted);
    } catch (error) {
      const { status, message, errors } = readApiError(error);
      if (status === 401) return;
      const fallback = remove ? homeMessages.removeVoteFailed : homeMessages.voteFailed;
      toast(errors.general?.[0] ?? message ?? fallback, 'error');
    }
  };

  const confirmAttendance = async (winner: Winner) => {
    try {
      await confirm({ id: winner.indication_id, city: user.city }).unwrap();
      toast(indicationMessages.attendanceConfirmed);
    } catch (error) {
      const { status, message, errors } = readApiError(error);
      if (status === 401) return;
      toast(errors.general?.[0] ?? message ?? homeMessages.confirmFailed, 'error');
    }
  };

  return {
    toggleVote,
    confirmAttendance,
    votingId: voteState.isLoading ? voteState.originalArgs?.id : undefined,
    confirmingId: confirmState.isLoading ? confirmState.originalArgs?.id : undefined,
  };
}

function HomeContent({ user, startNominating }: { user: User; startNominating: boolean }) {
  const status = useRestrictionStatusQuery();
  const winners = useCityWinnersQuery(user.city);
  const indications = useCityIndicationsQuery(user.city);
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
  const failed = winners.isError || indications.isError;
  const loadError = readApiError(winners.error ?? indications.error);

  const detailVenue: Venue | null = details
    ? ((details.kind === 'winner'
        ? winnerList.find((w) => w.indication_id === details.id)
        : indicationList.find((i) => i.indication_id === details.id)) ?? null)
    : null;
  const detailIndication =
    details?.kind === 'indication' ? indicationList.find((i) => i.indication_id === details.id) : undefined;

  const attendanceOf = (winner: Winner): Attendance => ({
    isHost: winner.host_id === user.user_id,
    confirmed: user.last_confirmed_indication_id === winner.indication_id,
    forumsBlocked: status.data?.forums_blocked ?? false,
    busy: actions.confirmingId === winner.indication_id,
    onConfirm: () => void actions.confirmAttendance(winner),
  });
  const voteOf = (indication: Indication) =>
    votingOpen
      ? {
          voted: user.last_voted_indication_id === indication.indication_id,
          busy: actions.votingId === indication.indication_id,
          onToggle: () => void actions.toggleVote(indication),
        }
      : undefined;
  const detailVote = detailIndication ? voteOf(detailIndication) : undefined;

  return (
    <>
      <CycleBanner status={status.data} />

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

      {loading ? (
        <div className="page-loader" role="status">
          <span className="spinner" aria-hidden="true" />
          Carregando...
        </div>
      ) : failed ? (
        <Alert>
          <p>{loadError.errors.general?.[0] ?? loadError.message ?? homeMessages.loadFailed}</p>
          <Button
            variant="secondary"
            onClick={() => {
              void winners.refetch();
              void indications.refetch();
            }}
          >
            Tentar novamente
          </Button>
        </Alert>
      ) : hasWinners ? (
        <section aria-labelledby="winners-title" className="venue-section">
          <h2 id="winners-title" className="venue-section__title">
            Vencedores da Semana
          </h2>
          <div className="venue-grid">
            {winnerList.map((winner) => (
              <WinnerCard
                key={winner.indication_id}
                winner={winner}
                onDetails={() => setDetails({ kind: 'winner', id: winner.indication_id })}
                attendance={attendanceOf(winner)}
              />
            ))}
          </div>
        </section>
      ) : indicationList.length > 0 ? (
        <section aria-labelledby="voting-title" className="venue-section">
          <h2 id="voting-title" className="venue-section__title">
            Locais em Votação
          </h2>
          <p className="venue-section__totals">
            {indications.data!.total_indications === 1
              ? '1 indicação'
              : `${indications.data!.total_indications} indicações`}{' '}
            · {votesLabel(indications.data!.total_votes)}
          </p>
          <div className="venue-grid">
            {indicationList.map((indication) => (
              <IndicationCard
                key={indication.indication_id}
                indication={indication}
                onDetails={() => setDetails({ kind: 'indication', id: indication.indication_id })}
                vote={voteOf(indication)}
              />
            ))}
          </div>
        </section>
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

      <VenueDetailModal
        venue={reporting ? null : detailVenue}
        onClose={() => setDetails(null)}
        onReport={() =>
          detailVenue &&
          setReporting({ type: 'indication', id: detailVenue.indication_id, name: detailVenue.name })
        }
        actions={detailVote && <VoteButton {...detailVote} />}
      />
      <ReportModal target={reporting} onClose={() => setReporting(null)} />
      <NominationModal open={nominating} onClose={() => setNominating(false)} />
    </>
  );
}

/** SPEC §2 Home. `/indication/new` opens it with the nomination modal showing. */
export function HomePage({ startNominating = false }: { startNominating?: boolean }) {
  usePageTitle('Início');
  const user = useAppSelector(selectUser);
  if (!user) return null;
  return (
    <div className="page home">
      <header className="page__header">
        <h1 className="page__title">Início</h1>
        <p className="page__lead">
          Olá, {user.name}! Os encontros de {user.city}
          {user.state ? ` - ${user.state}` : ''}.
        </p>
      </header>
      <HomeContent user={user} startNominating={startNominating} />
    </div>
  );
}

export function NominationPage() {
  return <HomePage startNominating />;
}
