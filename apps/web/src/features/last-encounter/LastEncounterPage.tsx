import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { LastEncounter, LastEncounterVenue } from '@encontro/contracts';
import { forumMessages, meetupPagePath } from '@encontro/contracts';
import { failedWithoutData } from '../../api/queryState';
import { usePageTitle } from '../../app/usePageTitle';
import { Avatar } from '../../ui/Avatar';
import { Button } from '../../ui/Button';
import { PageHeader } from '../../ui/PageHeader';
import { PageLoader } from '../../ui/PageLoader';
import { StoredPhoto } from '../../ui/StoredPhoto';
import { useLastEncounterQuery } from '../forum/forumApi';
import { AuthorLine } from '../forum/AuthorLine';
import { ForumDetail } from '../forum/ForumDetail';
import { ForumStat } from '../forum/ForumStat';
import { commentsLabel } from '../forum/forumFormat';
import { meetupClockTime, meetupFullDate } from '../meetup/meetupWhen';
import { ShareButton } from '../share/ShareButton';
import { shareTexts } from '../share/shareTexts';
import { MemoryForm } from './MemoryForm';
import { MemoryGallery } from './MemoryGallery';
import '../forum/forum.css';
import './lastEncounter.css';

export const lastEncounterTexts = {
  title: 'Último Encontro',
  lead: 'Relembre o último encontro da sua cidade.',
  empty: forumMessages.noEncounter,
  emptyText: 'Quando um encontro da sua cidade acontecer, você poderá relembrá-lo aqui.',
  loadFailed: 'Erro ao carregar o último encontro.',
} as const;

type SectionProps = { id: string; title: string; wide?: boolean; children: ReactNode };

function Section({ id, title, wide = false, children }: SectionProps) {
  const classes = ['card', 'encounter__section', wide ? 'encounter__section--wide' : ''].filter(Boolean);
  return (
    <section className={classes.join(' ')} aria-labelledby={id}>
      <h2 id={id} className="card__title">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Actions({ venue }: { venue: LastEncounterVenue }) {
  return (
    <div className="encounter__actions">
      <Link to="/" className="btn btn--secondary">
        Ver Indicações Atuais
      </Link>
      {/* The meetup's public page: the last encounter's own address opens only when signed in. */}
      <ShareButton
        variant="primary"
        path={meetupPagePath(venue.forum_id)}
        title={shareTexts.title(venue.city)}
        text={shareTexts.lastEncounter(venue.name, venue.city)}
      />
    </div>
  );
}

function EncounterView({ data, venue }: { data: LastEncounter; venue: LastEncounterVenue }) {
  return (
    <div className="encounter">
      <section className="card encounter__venue" aria-labelledby="encounter-venue">
        <h2 id="encounter-venue" className="encounter__name">
          {venue.name}
        </h2>
        <p className="encounter__address">{venue.address}</p>
        {venue.reference && <p className="encounter__reference">Ponto de referência: {venue.reference}</p>}
        {venue.photos.length > 0 && (
          <div className="encounter__photos">
            {venue.photos.map((photo, i) => (
              <StoredPhoto
                key={photo.url}
                className="venue-photo encounter__photo"
                path={photo.url}
                alt={`Foto ${i + 1} de ${venue.name}`}
                loading="lazy"
              />
            ))}
          </div>
        )}
        <dl className="forum-details encounter__details">
          <ForumDetail term="Data">{meetupFullDate(venue.event_date)}</ForumDetail>
          <ForumDetail term="Horário">{meetupClockTime(venue) ?? venue.event_time}</ForumDetail>
          <ForumDetail term="Anfitrião" valueClassName="encounter__host">
            <Avatar photo={venue.host_photo} size="sm" />
            {venue.host_name}
          </ForumDetail>
        </dl>
        <dl className="forum-stats encounter__stats">
          <ForumStat label="Votos" value={venue.vote_count} />
          <ForumStat label="Participantes confirmados" value={venue.confirmed_participants} />
          <ForumStat label="Chegaram" value={venue.checked_in_count} />
          <ForumStat label="Posts" value={venue.total_posts} />
          <ForumStat label="Comentários" value={venue.total_comments} />
        </dl>
        <Actions venue={venue} />
      </section>

      <Section id="encounter-forum" title="Resumo do Fórum">
        {data.forum_posts.length === 0 ? (
          <p className="encounter__empty">Nenhuma postagem no fórum deste encontro.</p>
        ) : (
          <ul className="encounter__posts">
            {data.forum_posts.map((post) => (
              <li key={post.id} className="encounter__post">
                <AuthorLine
                  name={post.user_name}
                  photo={post.user_photo}
                  isHost={post.is_host}
                  date={post.created_at}
                />
                <p className="forum-post__content">{post.content}</p>
                <p className="encounter__post-meta">{commentsLabel(post.comments_count)}</p>
              </li>
            ))}
          </ul>
        )}
      </Section>

      <Section id="encounter-people" title="Participantes Confirmados">
        {data.participants.length === 0 ? (
          <p className="encounter__empty">Ninguém confirmou presença neste encontro.</p>
        ) : (
          <ul className="encounter__people">
            {data.participants.map((person) => (
              <li key={person.id} className="encounter__person">
                <Avatar photo={person.photo} size="md" />
                <span className="encounter__person-text">
                  <span className="encounter__person-name">
                    {person.name}
                    {person.is_host && <span className="host-badge">Anfitrião</span>}
                  </span>
                  <span className="encounter__person-city">{person.city}</span>
                </span>
              </li>
            ))}
          </ul>
        )}
      </Section>

      <Section id="encounter-memories" title="Memórias" wide>
        <MemoryGallery memories={data.memories} />
        {data.can_add_memory ? (
          <MemoryForm forumId={venue.forum_id} />
        ) : (
          data.memories_open && <p className="encounter__note">{forumMessages.memoryNotParticipant}</p>
        )}
      </Section>
    </div>
  );
}

/** SPEC §2 Last encounter page. */
export function LastEncounterPage() {
  usePageTitle(lastEncounterTexts.title);
  const query = useLastEncounterQuery();
  const venue = query.data?.encounter ?? null;
  // A failed refetch keeps what was shown (offline, under the banner): only a read with nothing fails.
  const failed = failedWithoutData(query);

  let body: ReactNode;
  if (query.isLoading) body = <PageLoader text="Carregando..." />;
  else if (query.data && venue) body = <EncounterView data={query.data} venue={venue} />;
  else
    body = (
      <section className="card encounter__none" aria-labelledby="encounter-none">
        <h2 id="encounter-none" className="card__title">
          {failed ? lastEncounterTexts.loadFailed : lastEncounterTexts.empty}
        </h2>
        {!failed && <p>{lastEncounterTexts.emptyText}</p>}
        <div className="encounter__actions encounter__actions--center">
          {failed && (
            <Button variant="secondary" onClick={() => void query.refetch()}>
              Tentar novamente
            </Button>
          )}
          <Link to="/" className="btn btn--secondary">
            Ver Indicações Atuais
          </Link>
        </div>
      </section>
    );

  return (
    <div className="page encounter-page">
      <PageHeader title={lastEncounterTexts.title} lead={lastEncounterTexts.lead} />
      {body}
    </div>
  );
}
