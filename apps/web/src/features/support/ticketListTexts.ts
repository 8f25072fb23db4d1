import type { Ticket } from '@encontro/contracts';

export type TicketFilter = 'all' | 'open' | 'responded' | 'finalized';

export const ticketFilters: { id: TicketFilter; label: string }[] = [
  { id: 'all', label: 'Todos' },
  { id: 'open', label: 'Abertos' },
  { id: 'responded', label: 'Respondidos' },
  { id: 'finalized', label: 'Finalizados' },
];

/** SPEC §4: 'open' is not responded, 'responded' is responded (a finalized ticket was responded too). */
export function matchesFilter(ticket: Ticket, filter: TicketFilter): boolean {
  if (filter === 'open') return !ticket.responded;
  if (filter === 'responded') return ticket.responded;
  if (filter === 'finalized') return ticket.status === 'finalized';
  return true;
}

export const ticketListTexts = {
  loadFailed: 'Erro ao carregar seus tickets.',
  none: 'Você ainda não abriu nenhum ticket.',
  noneInFilter: 'Nenhum ticket nesta categoria.',
  waiting: 'Aguardando resposta da equipe. Respondemos em até 24 horas, de segunda a sexta, das 9h às 18h.',
  finalizeFailed: 'Erro ao finalizar ticket. Tente novamente.',
} as const;
