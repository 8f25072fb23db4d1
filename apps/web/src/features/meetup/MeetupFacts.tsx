import { seatsLabel } from './meetupCardTexts';
import { meetupWhen, type MeetupTimeSource } from './meetupWhen';
import './meetup.css';

type MeetupFactsProps = { meetup: MeetupTimeSource & { seats_left: number | null }; className?: string };

/** When the host set the time, "Sábado, 05/12 às 19:30"; with a limit, "12 vagas" / "Últimas 3 vagas" / "Lotado". */
export function MeetupFacts({ meetup, className = 'venue-card__meta' }: MeetupFactsProps) {
  const when = meetupWhen(meetup);
  const seats = seatsLabel(meetup.seats_left);
  const scarce = meetup.seats_left !== null && meetup.seats_left <= 3;
  return (
    <>
      {when && <p className={`${className} meetup-when`}>{when}</p>}
      {seats && <p className={scarce ? 'meetup-seats meetup-seats--scarce' : 'meetup-seats'}>{seats}</p>}
    </>
  );
}
