import type { Indication } from '@encontro/contracts';
import { IndicationCard, type Vote } from './VenueCards';
import { indicationsLabel, votesLabel } from './venue';

const votedElsewhereId = 'voted-elsewhere';

type VotingSectionProps = {
  indications: readonly Indication[];
  /** The week's count of indications and of votes, said above the cards. */
  totals: { indications: number; votes: number };
  onDetails: (indication: Indication) => void;
  /** The person's vote on each card; a guest's cards, or a week's whose voting closed, have none. */
  voteOf?: (indication: Indication) => Vote | undefined;
  /** Where the person's one vote of the week went: said once above the cards, whose buttons point to it. */
  votedElsewhere?: string;
  /** The indication whose card says the person's vote is held by the moderation (issue 27). */
  heldVoteId?: string | null;
};

/** 'Locais em Votação': the week's totals and the venues in voting as cards, the first photo loaded at once. */
export function VotingSection({
  indications,
  totals,
  onDetails,
  voteOf,
  votedElsewhere,
  heldVoteId,
}: VotingSectionProps) {
  return (
    <section aria-labelledby="voting-title" className="venue-section">
      <h2 id="voting-title" className="venue-section__title">
        Locais em Votação
      </h2>
      <p className="venue-section__totals">
        {indicationsLabel(totals.indications)} · {votesLabel(totals.votes)}
      </p>
      {votedElsewhere && (
        <p id={votedElsewhereId} className="venue-section__note">
          {votedElsewhere}
        </p>
      )}
      <div className="venue-grid">
        {indications.map((indication, index) => {
          const vote = voteOf?.(indication);
          return (
            <IndicationCard
              key={indication.indication_id}
              priority={index === 0}
              indication={indication}
              onDetails={() => onDetails(indication)}
              vote={vote && votedElsewhere ? { ...vote, reasonId: votedElsewhereId } : vote}
              myVoteUnderReview={Boolean(heldVoteId) && heldVoteId === indication.indication_id}
            />
          );
        })}
      </div>
    </section>
  );
}
