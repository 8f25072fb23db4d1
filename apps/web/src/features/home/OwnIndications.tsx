import type { OwnIndication } from '@encontro/contracts';
import { FailedLoad } from './FailedLoad';
import { homeMessages, indicationStatusTones, ownStatusLabels } from './venue';

/** "Minhas indicações da semana": the person's own nominations of this week and where each one stands. */
export function OwnIndications({
  week,
  data,
  error,
  retrying,
  onRetry,
}: {
  week: string | undefined;
  data: OwnIndication[] | undefined;
  error: unknown;
  retrying: boolean;
  onRetry: () => void;
}) {
  const mine = week ? (data ?? []).filter((i) => i.week === week) : [];
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
          {mine.map((indication) => (
            <li key={indication.indication_id} className="own-indications__item">
              <span className="own-indications__name">{indication.name}</span>
              <span className={`own-indications__status tone-${indicationStatusTones[indication.status]}`}>
                {ownStatusLabels[indication.status]}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
