import type { ReactNode } from 'react';
import type { ForumResponse } from '@encontro/contracts';
import { Avatar } from '../../ui/Avatar';
import { StoredPhoto } from '../../ui/StoredPhoto';
import { ArrivedMark } from '../checkin/ArrivedMark';
import { CheckinCard } from '../checkin/CheckinCard';
import { MeetupDetails } from '../meetup/MeetupDetails';
import { MeetupSettingsForm } from '../meetup/MeetupSettingsForm';
import { meetupTexts } from '../meetup/meetupTexts';
import { MyMeetupStatus } from '../meetup/MyMeetupStatus';
import { ForumDetail } from './ForumDetail';
import { ForumStat } from './ForumStat';

type ForumSidebarProps = {
  forum: ForumResponse;
  confirming: boolean;
  onConfirm: () => void;
};

function SideCard({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="card forum-side__card" aria-labelledby={id}>
      <h2 id={id} className="forum-side__title">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The host's crown (SPEC §2): drawn, so it shows without an emoji font. */
function Crown() {
  return (
    <svg className="forum-people__crown" viewBox="0 0 24 24" role="img" aria-label="Coroa" focusable="false">
      <path fill="currentColor" d="M3 7l4.5 4L12 4l4.5 7L21 7l-2 12H5L3 7zm2.4 13.5h13.2V22H5.4v-1.5z" />
    </svg>
  );
}

/** SPEC §2 Forum sidebar: Local Vencedor, Estatísticas, Meu Status, Participantes Confirmados. */
export function ForumSidebar({ forum, confirming, onConfirm }: ForumSidebarProps) {
  const { winner, stats } = forum;
  return (
    <aside className="forum-side" aria-label="Informações do encontro">
      <SideCard id="forum-side-venue" title="Local Vencedor">
        {winner.photo_url && (
          <StoredPhoto
            path={winner.photo_url}
            className="venue-photo forum-side__photo"
            alt={`Foto de ${winner.name}`}
          />
        )}
        <p className="forum-side__venue">{winner.name}</p>
        <dl className="forum-details">
          <ForumDetail term="Endereço">{winner.address}</ForumDetail>
          {winner.reference && <ForumDetail term="Ponto de referência">{winner.reference}</ForumDetail>}
          <ForumDetail term="Dia e horário">
            {winner.event_day} · {winner.event_time}
          </ForumDetail>
          <MeetupDetails meetup={winner} />
          <ForumDetail term="Anfitrião">{winner.host_name}</ForumDetail>
        </dl>
      </SideCard>

      <SideCard id="forum-side-stats" title="Estatísticas">
        <dl className="forum-stats">
          <ForumStat label="Posts" value={stats.total_posts} />
          <ForumStat label="Comentários" value={stats.total_comments} />
          <ForumStat label="Participantes" value={stats.active_participants} />
        </dl>
      </SideCard>

      <SideCard id="forum-side-status" title="Meu Status">
        <MyMeetupStatus forum={forum} confirming={confirming} onConfirm={onConfirm} />
      </SideCard>

      <CheckinCard forum={forum} />

      {forum.is_host && (
        <SideCard id="forum-side-meetup" title={meetupTexts.settingsTitle}>
          <MeetupSettingsForm meetup={{ ...winner, id: forum.forum_id }} />
        </SideCard>
      )}

      <SideCard id="forum-side-people" title="Participantes Confirmados">
        {forum.confirmed_users.length === 0 ? (
          <p className="forum-side__empty">Ninguém confirmou presença ainda.</p>
        ) : (
          // Scrollable: focusable so keyboard users can scroll it too.
          <ul className="forum-people" tabIndex={0} aria-labelledby="forum-side-people">
            {forum.confirmed_users.map((person) => {
              const name = `${person.name} ${person.surname}`.trim();
              return (
                <li
                  key={person.user_id}
                  className={
                    person.is_host ? 'forum-people__item forum-people__item--host' : 'forum-people__item'
                  }
                >
                  <Avatar photo={person.photo} size="sm" />
                  <span className="forum-people__name">
                    {person.is_host && <Crown />}
                    {name}
                  </span>
                  {person.is_host && <span className="host-badge">Anfitrião</span>}
                  <ArrivedMark at={person.checked_in_at} />
                </li>
              );
            })}
          </ul>
        )}
      </SideCard>
    </aside>
  );
}
