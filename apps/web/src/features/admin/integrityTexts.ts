import type { IntegrityClusterStatus, IntegrityRisk } from '@encontro/contracts';
import type { ListTexts } from '../../ui/PagedList';
import { formatNumber } from '../../ui/format';
import type { Tone } from '../../ui/tone';

/** A card of a big cluster carries only its first accounts: "200 de 3.105 contas". */
export type ShownPart = { shown: number; total: number };
const part = ({ shown, total }: ShownPart, noun: string) =>
  `${formatNumber(shown)} de ${formatNumber(total)} ${noun}`;

/** pt-BR texts of the Integridade tab (issue 27). */
export const integrityTexts = {
  title: 'Integridade da votação',
  listLabel: 'Grupos suspeitos',
  empty: 'Nenhum grupo suspeito nesta semana.',
  allCities: 'Todas as cidades',
  quarantine: 'Colocar em análise',
  quarantining: 'Colocando em análise...',
  release: 'Liberar votos',
  releasing: 'Liberando...',
  block: 'Bloquear contas',
  blocking: 'Bloqueando...',
  allBlocked: 'Todas as contas deste grupo já estão bloqueadas.',
  allShownBlocked: 'Todas as contas mostradas deste grupo já estão bloqueadas.',
  quarantineFailed: 'Erro ao colocar os votos em análise. Tente novamente.',
  releaseFailed: 'Erro ao liberar os votos. Tente novamente.',
  blockFailed: 'Erro ao bloquear as contas. Tente novamente.',
  confirmQuarantine: (venue: string, votes: number) =>
    `Os votos deste grupo em "${venue}" (${votes === 1 ? '1 voto' : `${formatNumber(votes)} votos`}) deixam de contar até serem liberados. Deseja colocá-los em análise?`,
  confirmBlock: (accounts: number, shown: ShownPart | null) =>
    `Tem certeza que deseja bloquear ${accounts === 1 ? '1 conta' : `${formatNumber(accounts)} contas`} deste grupo? ${shown ? `Só as contas mostradas neste cartão são bloqueadas (${part(shown, 'contas do grupo')}). ` : ''}As sessões abertas terminam na hora e as pessoas não conseguem entrar até serem desbloqueadas.`,
  shownAccounts: (shown: ShownPart) => `Mostrando ${part(shown, 'contas')}.`,
  shownVotes: (shown: ShownPart) => `Mostrando ${part(shown, 'votos')}.`,
  blocked: (accounts: number) =>
    accounts === 1 ? '1 conta bloqueada com sucesso!' : `${accounts} contas bloqueadas com sucesso!`,
  analysedAt: (when: string) => `Todas as cidades: votos analisados em ${when}.`,
  pending: (cities: number) =>
    cities === 1
      ? '1 cidade ainda não foi analisada: atualize em alguns instantes.'
      : `${cities} cidades ainda não foram analisadas: atualize em alguns instantes.`,
  noNetwork: 'Rede não registrada',
  counted: 'Contado',
  underReview: 'Em análise',
} as const;

export const integrityListTexts = {
  loading: 'Carregando grupos suspeitos...',
  loadFailed: 'Erro ao carregar os grupos suspeitos.',
  noun: 'grupos suspeitos',
  pages: 'Páginas de grupos suspeitos',
} as const satisfies ListTexts;

export const riskLabels: Record<IntegrityRisk, string> = {
  high: 'Alto risco',
  medium: 'Médio risco',
  low: 'Baixo risco',
};

export const riskTones: Record<IntegrityRisk, Tone> = { high: 'error', medium: 'warning', low: 'info' };

export const clusterStatusLabels: Record<IntegrityClusterStatus, string> = {
  open: 'Aberto',
  quarantined: 'Em análise',
  released: 'Liberado',
};

export const clusterStatusTones: Record<IntegrityClusterStatus, Tone> = {
  open: 'warning',
  quarantined: 'info',
  released: 'success',
};
