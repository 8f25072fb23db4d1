import { Avatar } from '../../ui/Avatar';
import { formatNumericDateTime } from '../../ui/format';

/** Who wrote a post or comment, and when. */
export function AuthorLine({
  name,
  photo,
  isHost,
  date,
}: {
  name: string;
  photo: string | null;
  isHost: boolean;
  date: string;
}) {
  return (
    <div className="forum-author">
      <Avatar photo={photo} size="sm" />
      <div className="forum-author__text">
        <span className="forum-author__name">
          {name}
          {isHost && <span className="host-badge">Anfitrião</span>}
        </span>
        <time className="forum-author__date" dateTime={date}>
          {formatNumericDateTime(date)}
        </time>
      </div>
    </div>
  );
}
