import type { Ticket } from '@encontro/contracts';

/** Fixtures of the support screens (SPEC §3 Ticket), shaped by the contract schemas. */
export function makeTicket(overrides: Partial<Ticket> = {}): Ticket {
  return {
    ticket_id: 'aaaaaaaa-0000-4000-8000-000000000001',
    ticket_type: 'general',
    subject: 'Não consigo votar',
    message: 'O botão Votar não aparece.',
    created_at: '2026-11-30T13:00:00.000Z',
    responded: false,
    responded_at: null,
    response: null,
    indication: null,
    status: 'open',
    finalized_at: null,
    ...overrides,
  };
}
