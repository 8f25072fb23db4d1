import type { CityShare, PublicMeetup } from '@encontro/contracts';
import { confirmedLabel, dayLabel, seatsLabel, timeLabel, votesLabel } from '../../share/share-templates.js';

// What link previews say (issue 31), in pt-BR, with the share cards' labels: venues, counts, dates
// and the city only, never a person (LGPD).

const SITE = 'Encontro';

const list = new Intl.ListFormat('pt-BR', { style: 'long', type: 'conjunction' });

function cityDescription(share: CityShare): string {
  const names = share.venues.map((v) => v.name);
  const [top, ...rest] = share.venues;
  switch (share.phase) {
    case 'voting':
      if (!top)
        return `Indique um local e vote até quinta no Encontro em ${share.city}. Cadastre-se para participar.`;
      if (top.vote_count === 0)
        return `Vote até quinta: ${list.format(names)} ${names.length === 1 ? 'está' : 'estão'} na disputa. Cadastre-se para votar.`;
      return `Vote até quinta: ${top.name} lidera com ${votesLabel(top.vote_count)}${
        rest.length ? `, seguido de ${list.format(rest.map((v) => v.name))}` : ''
      }. Cadastre-se para votar.`;
    case 'winners':
      return `${names.length === 1 ? 'Vencedor' : 'Vencedores'} da semana: ${list.format(names)}. Cadastre-se para confirmar presença.`;
    case 'closed':
      return `Sem vencedores nesta semana em ${share.city}. Na segunda começa uma nova semana: indique um local e vote.`;
  }
}

/** "Sábado, 28/11 às 19:30 · Rua X, 10 · 3 confirmados · 5 vagas". */
function meetupDescription(m: PublicMeetup): string {
  const day = dayLabel(m.event_date);
  return [
    m.starts_at ? `${day} ${timeLabel(m)}` : `${day} · ${timeLabel(m)}`,
    m.address,
    confirmedLabel(m.confirmed_participants),
    seatsLabel(m.seats_left) ?? 'Sem limite de vagas',
  ].join(' · ');
}

export const pageTexts = {
  siteName: SITE,
  /** A page's own title, as the web app writes it (`usePageTitle`). */
  titled: (title: string) => `${title} · ${SITE}`,
  /** The web app's public pages with a title of their own; any other page has the site's. */
  pageTitles: {
    '/login': 'Entrar',
    '/register': 'Cadastro',
    '/duvidas': 'Dúvidas Frequentes',
    '/contato': 'Contato',
    '/sobre': 'Quem Somos',
    '/termos': 'Termos & Condições',
    '/privacidade': 'Política de Privacidade',
    '/support/faq': 'Perguntas Frequentes',
    '/support/contact': 'Fale Conosco',
  } as Readonly<Record<string, string>>,
  siteImageAlt: 'Encontro: indique locais, vote e encontre pessoas da sua cidade toda semana',
  notFound: {
    title: `Página não encontrada · ${SITE}`,
    description: 'Este endereço não existe ou não está mais no Encontro.',
  },
  /** A name several states share (`/bom-jesus`): the page asks which one. */
  chooseState: {
    title: (city: string) => `Qual ${city}? · ${SITE}`,
    description: (city: string) =>
      `Há uma cidade chamada ${city} em mais de um estado. Escolha a sua e veja o Encontro da semana.`,
  },
  city: {
    title: (share: CityShare) => `Encontro em ${share.city} (${share.state})`,
    description: cityDescription,
    imageAlt: (share: CityShare) =>
      share.phase === 'winners'
        ? `Os vencedores da semana do Encontro em ${share.city} (${share.state})`
        : `Os locais mais votados da semana do Encontro em ${share.city} (${share.state})`,
  },
  meetup: {
    title: (m: PublicMeetup) => `${m.name} · Encontro em ${m.city}`,
    description: meetupDescription,
    imageAlt: (m: PublicMeetup) =>
      `${m.name}, um dos vencedores do Encontro em ${m.city}: dia, horário e vagas`,
  },
} as const;
