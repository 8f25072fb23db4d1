import { Link } from 'react-router-dom';
import { checkinPagePath, type ForumResponse } from '@encontro/contracts';
import { useAppSelector } from '../../app/hooks';
import { selectUser } from '../auth/authSlice';
import { checkinTexts } from './checkinTexts';
import { hostCheckinPath } from './paths';
import { useCheckinOpen } from './useCheckinOpen';
import './checkin.css';

/**
 * The forum's check-in card: "N chegaram", and while the check-in is open, the host's way to the QR
 * code or a confirmed person's "Cheguei". Nothing before the check-in opens when nobody arrived.
 */
export function CheckinCard({ forum }: { forum: ForumResponse }) {
  const open = useCheckinOpen(forum.winner);
  const userId = useAppSelector(selectUser)?.user_id;
  const mine = forum.confirmed_users.find((p) => p.user_id === userId);
  const count = forum.checked_in_count;
  if (!open && count === 0) return null;
  return (
    <section className="card forum-side__card checkin-card" aria-labelledby="forum-side-checkin">
      <h2 id="forum-side-checkin" className="forum-side__title">
        Check-in
      </h2>
      <p className="checkin-card__count" role="status">
        {checkinTexts.arrivedCount(count)}
      </p>
      {open && forum.is_host && (
        <Link to={hostCheckinPath(forum.forum_id)} className="btn btn--primary btn--block">
          {checkinTexts.openCheckin}
        </Link>
      )}
      {!forum.is_host &&
        (mine?.checked_in_at ? (
          <p className="checkin-card__done">{checkinTexts.youArrived}</p>
        ) : (
          open &&
          forum.user_confirmed && (
            <Link to={checkinPagePath(forum.forum_id)} className="btn btn--primary btn--block">
              {checkinTexts.iArrived}
            </Link>
          )
        ))}
    </section>
  );
}
