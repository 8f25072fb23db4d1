import { Avatar } from '../../ui/Avatar';
import { formatDateTime } from '../../ui/format';
import type { AdminComment, AdminPost } from './adminTypes';

/** Who wrote a post or comment, with their e-mail and when. */
export function ContentAuthor({ content }: { content: AdminPost | AdminComment }) {
  return (
    <div className="admin-author">
      <Avatar photo={content.user_photo} name={content.user_name} size="sm" />
      <div>
        <p className="admin-author__name">{content.user_name}</p>
        <p className="admin-author__meta muted">
          {content.user_email} · {formatDateTime(content.created_at)}
        </p>
      </div>
    </div>
  );
}
