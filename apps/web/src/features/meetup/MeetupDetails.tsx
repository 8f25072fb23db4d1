import { isoDate, meetupDate, type ForumWinner } from '@encontro/contracts';
import { ForumDetail } from '../forum/ForumDetail';
import { seatsLabel } from './meetupCardTexts';
import { meetupTexts, waitlistCountLabel } from './meetupTexts';
import { meetupWhen } from './meetupWhen';

type MeetupDetailsProps = { meetup: ForumWinner };

/** The rows of a venue's details the host set: "Horário" and, with a limit, "Vagas" (and the line). */
export function MeetupDetails({ meetup }: MeetupDetailsProps) {
  const when = meetupWhen({ ...meetup, event_date: isoDate(meetupDate(meetup.week, meetup.event_day)) });
  const seats = seatsLabel(meetup.seats_left);
  return (
    <>
      {when && <ForumDetail term={meetupTexts.time}>{when}</ForumDetail>}
      {seats && (
        <ForumDetail term={meetupTexts.seats}>
          {meetup.waitlist_count > 0 ? `${seats} · ${waitlistCountLabel(meetup.waitlist_count)}` : seats}
        </ForumDetail>
      )}
    </>
  );
}
