import type { Winner } from '@encontro/contracts';
import { WinnerCard, type Attendance } from './VenueCards';

type WinnersSectionProps = {
  winners: readonly Winner[];
  onDetails: (winner: Winner) => void;
  /** The signed-in person's 'Eu Vou!' on each card; a guest's cards have none. */
  attendanceOf?: (winner: Winner) => Attendance;
};

/** 'Vencedores da Semana': the week's winners as cards, the first one's photo loaded at once. */
export function WinnersSection({ winners, onDetails, attendanceOf }: WinnersSectionProps) {
  return (
    <section aria-labelledby="winners-title" className="venue-section">
      <h2 id="winners-title" className="venue-section__title">
        Vencedores da Semana
      </h2>
      <div className="venue-grid">
        {winners.map((winner, index) => (
          <WinnerCard
            key={winner.indication_id}
            priority={index === 0}
            winner={winner}
            onDetails={() => onDetails(winner)}
            attendance={attendanceOf?.(winner)}
          />
        ))}
      </div>
    </section>
  );
}
