import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { AdminCard } from './AdminCard';
import { plural } from './adminTexts';
import type { AdminForum } from './adminTypes';

/** A forum of the Fóruns tab: the venue, its place, host and meetup, its numbers and Ver Posts. */
export function ForumCard({ forum, onOpen }: { forum: AdminForum; onOpen: (forum: AdminForum) => void }) {
  return (
    <AdminCard label={forum.name}>
      <div className="admin-card__head">
        <h3 className="admin-card__title">{forum.name}</h3>
        <Badge tone="info">{forum.position}º lugar</Badge>
      </div>
      <p className="admin-card__line">{forum.address}</p>
      <p className="admin-card__line muted">
        {forum.city}
        {forum.state ? ` - ${forum.state}` : ''} · Anfitrião: {forum.host_name}
      </p>
      <p className="admin-card__line muted">
        {forum.event_day} · {forum.event_time}
      </p>
      <ul className="admin-counts" aria-label="Números do fórum">
        <li>{plural(forum.stats.posts, 'post', 'posts')}</li>
        <li>{plural(forum.stats.comments, 'comentário', 'comentários')}</li>
        <li>{plural(forum.stats.confirmed_participants, 'participante', 'participantes')}</li>
      </ul>
      <div className="admin-actions">
        <Button variant="secondary" onClick={() => onOpen(forum)}>
          Ver Posts
        </Button>
      </div>
    </AdminCard>
  );
}
