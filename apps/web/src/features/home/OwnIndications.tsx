import type { OwnIndication } from '@encontro/contracts';
import { FailedLoad } from './FailedLoad';
import { homeMessages, indicationStatusTones, ownStatusLabels } from './venue';

/** Why a nomination was not approved, if the admin said, and whether another may be nominated now. */
function rejectionNote(indication: OwnIndication, mayNominateAgain: boolean): string | null {
  if (indication.status !== 'rejected') return null;
  const parts = [
    indication.rejection_reason ? homeMessages.rejectionReason(indication.rejection_reason) : null,
    mayNominateAgain ? homeMessages.nominateAgain : null,
  ].filter((part): part is string => part !== null);
  return parts.length ? parts.join(' ') : null;
}

/**
 * "Minhas indicações da semana": the person's own nominations of this week and where each one stands.
 * One that was not approved says why, when the admin said, and that the week is free again (issue 28).
 */
export function OwnIndications({
  week,
  data,
  error,
  retrying,
  onRetry,
  canNominate = false,
}: {
  week: string | undefined;
  data: OwnIndication[] | undefined;
  error: unknown;
  retrying: boolean;
  onRetry: () => void;
  /** The person may nominate now: a rejected nomination then says another can be nominated. */
  canNominate?: boolean;
}) {
  const mine = week ? (data ?? []).filter((i) => i.week === week) : [];
  // Once another nomination of the week is pending or approved, the week is taken again.
  const mayNominateAgain = canNominate && mine.every((i) => i.status === 'rejected');
  if (!error && mine.length === 0) return null;
  return (
    <section className="own-indications" aria-labelledby="own-indications-title">
      <h2 id="own-indications-title" className="own-indications__title">
        Minhas indicações da semana
      </h2>
      {error ? (
        <FailedLoad
          error={error}
          fallback={homeMessages.ownLoadFailed}
          retrying={retrying}
          onRetry={onRetry}
        />
      ) : (
        <ul className="grid-list own-indications__list">
          {mine.map((indication) => {
            const note = rejectionNote(indication, mayNominateAgain);
            return (
              <li key={indication.indication_id} className="own-indications__item">
                <span className="own-indications__name">{indication.name}</span>
                <span className={`own-indications__status tone-${indicationStatusTones[indication.status]}`}>
                  {ownStatusLabels[indication.status]}
                </span>
                {note && <p className="own-indications__note">{note}</p>}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
