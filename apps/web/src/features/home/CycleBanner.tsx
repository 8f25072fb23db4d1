import type { RestrictionStatus } from '@encontro/contracts';
import type { WeekOutcome } from './useWeekWinners';
import { homeMessages } from './venue';

/**
 * What the closed week says before when the next one opens: its winners are out, or its votes are
 * being counted; a week without winners says so below the banner (NoWinnersSection), not here.
 */
const closedWeekText: Record<WeekOutcome, string | null> = {
  winners: homeMessages.winnersText,
  voting: homeMessages.winnersText,
  none: null,
  closing: homeMessages.closingText,
};

export function CycleBanner({
  status,
  outcome = 'winners',
}: {
  status: RestrictionStatus | undefined;
  /** Friday–Sunday: whether the week had winners (issue 28: a week without votes has none). */
  outcome?: WeekOutcome;
}) {
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
        {[closedWeekText[outcome], homeMessages.reopensText].filter(Boolean).join(' ')}
      </p>
    </section>
  );
}
