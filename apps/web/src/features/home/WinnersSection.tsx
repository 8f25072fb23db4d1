import { useState } from 'react';
import type { Winner } from '@encontro/contracts';
import { HostWarningDialog } from './HostWarningDialog';
import { WinnerCard, type Attendance } from './VenueCards';

type WinnersSectionProps = {
  winners: readonly Winner[];
  onDetails: (winner: Winner) => void;
  /** The signed-in person's 'Eu Vou!' on each card; a guest's cards have none. */
  attendanceOf?: (winner: Winner) => Attendance;
};

/**
 * 'Vencedores da Semana': the week's winners as cards, the first one's photo loaded at once. A
 * winner's host is asked before their 'Eu Vou!' on another winner leaves their own meetup (issue 28).
 */
export function WinnersSection({ winners, onDetails, attendanceOf }: WinnersSectionProps) {
  const [warned, setWarned] = useState<Winner | null>(null);
  const hosted = attendanceOf ? winners.find((w) => attendanceOf(w).isHost) : undefined;

  const attendanceOfCard = (winner: Winner): Attendance | undefined => {
    const attendance = attendanceOf?.(winner);
    if (!attendance || !hosted || attendance.isHost) return attendance;
    return { ...attendance, onConfirm: () => setWarned(winner) };
  };
  const confirmWarned = () => {
    if (warned) attendanceOf?.(warned).onConfirm();
    setWarned(null);
  };

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
            attendance={attendanceOfCard(winner)}
          />
        ))}
      </div>
      <HostWarningDialog
        meetups={warned && hosted ? { hosted: hosted.name, other: warned.name } : null}
        onConfirm={confirmWarned}
        onCancel={() => setWarned(null)}
      />
    </section>
  );
}
