import type { RestrictionStatus } from '@encontro/contracts';
import { homeMessages } from './venue';

export function CycleBanner({ status }: { status: RestrictionStatus | undefined }) {
  if (!status) return null;
  if (status.voting_open)
    return (
      <section className="cycle-banner cycle-banner--active tone-success" aria-label="Situação da semana">
        <p className="cycle-banner__title">
          <span className="cycle-banner__dot" aria-hidden="true" />
          {homeMessages.votingActive}
        </p>
        <p className="cycle-banner__text">{homeMessages.votingActiveText}</p>
      </section>
    );
  return (
    <section className="cycle-banner tone-info" aria-label="Situação da semana">
      <p className="cycle-banner__title">
        {homeMessages.votingClosed} · {status.day_name}
      </p>
      <p className="cycle-banner__text">
        {homeMessages.winnersText} {homeMessages.reopensText}
      </p>
    </section>
  );
}
