import { homeMessages } from './venue';

/**
 * Friday–Sunday of a week in which no venue got a vote (a winner needs one, docs/decisions.md): said
 * plainly, with when the next week starts, instead of the voting list or the winners' grid.
 */
export function NoWinnersSection() {
  return (
    <section className="card empty-state" aria-labelledby="no-winners-title">
      <h2 id="no-winners-title" className="card__title">
        {homeMessages.noWinnersTitle}
      </h2>
      <p>
        {homeMessages.noWinnersText} {homeMessages.noWinnersRule}
      </p>
      <p>{homeMessages.noWinnersNext}</p>
    </section>
  );
}
