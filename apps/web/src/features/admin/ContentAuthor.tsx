import { Avatar } from '../../ui/Avatar';
import { formatDateTime } from '../support/supportFormat';

/** Who wrote a post or comment, with their e-mail and when. */
export function ContentAuthor({
  name,
  email,
  photo,
  date,
}: {
  name: string;
  email: string;
  photo: string | null;
  date: string;
}) {
  return (
    <div className="admin-author">
      <Avatar photo={photo} name={name} size="sm" />
      <div>
        <p className="admin-author__name">{name}</p>
        <p className="admin-author__meta muted">
          {email} · {formatDateTime(date)}
        </p>
      </div>
    </div>
  );
}
