import type { Indication, IndicationStatus, Winner } from '@encontro/contracts';
import { formatNumber } from '../../ui/format';
import type { Tone } from '../../ui/tone';

/** What a card and the detail modal show, for an indication in voting or a winner. */
export type Venue = Pick<
  Indication,
  | 'indication_id'
  | 'name'
  | 'address'
  | 'reference'
  | 'phone'
  | 'website'
  | 'attractives'
  | 'event_day'
  | 'event_time'
  | 'vote_count'
  | 'votes_under_review'
  | 'host_name'
  | 'first_photo_url'
  | 'photos'
>;

export const homeMessages = {
  votingActive: 'Votação Ativa',
  votingActiveText:
    'Indique e vote de segunda a quinta-feira. Os três locais mais votados serão revelados na sexta-feira, às 00:00.',
  votingClosed: 'Votação encerrada',
  winnersText:
    'Os vencedores da semana foram revelados! Confirme sua presença e organize o encontro no fórum.',
  reopensText: 'As indicações e a votação reabrem na segunda-feira, às 00:00.',
  loadFailed: 'Erro ao carregar indicações',
  confirmFailed: 'Erro ao confirmar presença. Tente novamente.',
  voteFailed: 'Erro ao votar. Tente novamente.',
  removeVoteFailed: 'Erro ao remover voto. Tente novamente.',
  nominationsUnavailable: 'Indicações Indisponíveis',
  statusLoadFailed: 'Erro ao carregar a situação da semana',
  ownLoadFailed: 'Erro ao carregar suas indicações',
  votedElsewhere: (venue: string) =>
    `Você já votou esta semana em ${venue}. Remova seu voto para votar em outro local.`,
  attendingElsewhere: (venue: string) => `Você já confirmou presença em ${venue} nesta semana.`,
} as const;

/** The status of one's own nomination, as the Home's "Minhas indicações da semana" says it. */
export const ownStatusLabels: Record<IndicationStatus, string> = {
  pending: 'Aguardando aprovação',
  active: 'Aprovada',
  rejected: 'Rejeitada',
};

/** An indication's status as a colour, on the Home and in the admin panel: waiting, approved, rejected. */
export const indicationStatusTones: Record<IndicationStatus, Tone> = {
  pending: 'warning',
  active: 'success',
  rejected: 'error',
};

// formatNumber keeps one pt-BR formatter: toLocaleString builds a new one on every call (slow on a phone).
export const votesLabel = (n: number) => (n === 1 ? '1 voto' : `${formatNumber(n)} votos`);

/** Issue 27: votes held by the moderation, a number only: "1 voto em análise" / "2 votos em análise". */
export const votesUnderReviewLabel = (n: number) =>
  n === 1 ? '1 voto em análise' : `${formatNumber(n)} votos em análise`;

export const indicationsLabel = (n: number) => (n === 1 ? '1 indicação' : `${n} indicações`);

export function venueOfWinner(w: Winner): Venue {
  return { ...w };
}

/** Every photo of a venue, first one first, without repeats. */
export function venuePhotos(v: Venue): string[] {
  const all = [v.first_photo_url, ...v.photos].filter((p): p is string => Boolean(p));
  return [...new Set(all)];
}
