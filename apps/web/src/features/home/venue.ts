import type { Gender, Indication, IndicationStatus, Winner } from '@encontro/contracts';
import { hostNoun, theHost } from '@encontro/contracts';
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
  noWinnersTitle: 'Não houve vencedores esta semana',
  noWinnersText: 'Nenhum local recebeu votos esta semana — não houve vencedores.',
  noWinnersRule: 'Um local precisa de pelo menos um voto para vencer.',
  noWinnersNext: 'Na próxima semana, indique um local e chame seus amigos para votar.',
  closingText: 'Apurando os votos da semana...',
  loadFailed: 'Erro ao carregar indicações',
  confirmFailed: 'Erro ao confirmar presença. Tente novamente.',
  voteFailed: 'Erro ao votar. Tente novamente.',
  removeVoteFailed: 'Erro ao remover voto. Tente novamente.',
  nominationsUnavailable: 'Indicações Indisponíveis',
  statusLoadFailed: 'Erro ao carregar a situação da semana',
  ownLoadFailed: 'Erro ao carregar suas indicações',
  votedElsewhere: (venue: string) =>
    `Você já votou esta semana em ${venue}. Remova seu voto para votar em outro local.`,
  /** Issue 30: one meetup at a time; "Não vou mais" there frees the person for this one. */
  attendingElsewhere: (venue: string) =>
    `Você já confirmou presença em ${venue} nesta semana. Para vir a este, toque antes em "Não vou mais" em ${venue}.`,
  /** Issue 28: the host's own card while they go to another winner; "Confirmar Presença" moves them. */
  hostMovesHere: (venue: string) =>
    `Você confirmou presença em ${venue}. Ao confirmar aqui, sua presença passa para o seu encontro.`,
  /** Issue 28: asked before a winner's host says "Eu Vou!" to another winner. */
  hostWarningTitle: 'Confirmar presença em outro encontro?',
  hostWarningText: (gender: Gender | null, hosted: string, other: string) =>
    `Você é ${theHost(gender)} de ${hosted}. Se confirmar presença em ${other}, seu encontro ficará sem ${hostNoun(gender)} ${gender === 'F' ? 'confirmada' : 'confirmado'}.`,
  hostWarningUndo: (hosted: string) =>
    `Até sexta-feira, 23:59, você pode voltar tocando em "Confirmar Presença" no card de ${hosted}.`,
  hostWarningConfirm: 'Confirmar mesmo assim',
  rejectionReason: (reason: string) => `Motivo: ${reason}`,
  nominateAgain: 'Você pode indicar outro local nesta semana.',
} as const;

/** The status of one's own nomination, as the Home's "Minhas indicações da semana" says it. */
export const ownStatusLabels: Record<IndicationStatus, string> = {
  pending: 'Aguardando aprovação',
  active: 'Aprovada',
  rejected: 'Não foi aprovada',
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
