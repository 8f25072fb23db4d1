import { useId, useState } from 'react';
import { supportMessages, ticketStatusLabels, ticketTypeLabels, type Ticket } from '@encontro/contracts';
import { readApiError } from '../../api/errors';
import { Button } from '../../ui/Button';
import { Alert } from '../../ui/Alert';
import { Modal } from '../../ui/Modal';
import { useToast } from '../../ui/Toast';
import { PageLoading } from './PageLoading';
import { useFinalizeHostTicketMutation } from './supportApi';
import { formatDateTime } from './supportFormat';

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

function StatusBadge({ ticket }: { ticket: Ticket }) {
  return <span className={`badge badge--${ticket.status}`}>{ticketStatusLabels[ticket.status]}</span>;
}

function FinalizeButton({ ticket, onDone }: { ticket: Ticket; onDone?: () => void }) {
  const toast = useToast();
  const [finalize, { isLoading }] = useFinalizeHostTicketMutation();
  const run = async () => {
    try {
      const result = await finalize(ticket.ticket_id).unwrap();
      toast(result.message || supportMessages.ticketFinalized);
      onDone?.();
    } catch (error) {
      const { status, message } = readApiError(error);
      if (status !== 401) toast(message ?? ticketListTexts.finalizeFailed, 'error');
    }
  };
  return (
    <Button variant="secondary" loading={isLoading} loadingText="Finalizando..." onClick={() => void run()}>
      Finalizar ticket
    </Button>
  );
}

const canFinalize = (ticket: Ticket) => ticket.ticket_type === 'host' && ticket.status === 'responded';

function TicketDetail({ ticket }: { ticket: Ticket }) {
  return (
    <dl className="ticket-detail">
      <div>
        <dt>Tipo</dt>
        <dd>{ticketTypeLabels[ticket.ticket_type]}</dd>
      </div>
      <div>
        <dt>Status</dt>
        <dd>
          <StatusBadge ticket={ticket} />
        </dd>
      </div>
      {ticket.indication && (
        <div>
          <dt>Indicação</dt>
          <dd>{ticket.indication.name}</dd>
        </div>
      )}
      <div>
        <dt>Criado em</dt>
        <dd>{formatDateTime(ticket.created_at)}</dd>
      </div>
      <div className="ticket-detail__wide">
        <dt>Mensagem</dt>
        <dd className="ticket-detail__text">{ticket.message}</dd>
      </div>
      <div className="ticket-detail__wide">
        <dt>Resposta da equipe</dt>
        <dd className="ticket-detail__text">
          {ticket.responded && ticket.response ? ticket.response : ticketListTexts.waiting}
        </dd>
      </div>
      {ticket.responded && (
        <div>
          <dt>Respondido em</dt>
          <dd>{formatDateTime(ticket.responded_at)}</dd>
        </div>
      )}
      {ticket.finalized_at && (
        <div>
          <dt>Finalizado em</dt>
          <dd>{formatDateTime(ticket.finalized_at)}</dd>
        </div>
      )}
    </dl>
  );
}

type TicketListProps = {
  title: string;
  tickets: Ticket[] | undefined;
  isLoading: boolean;
  isError: boolean;
  isFetching: boolean;
  refetch: () => void;
  /** Host tickets that were answered can be finalized by their author. */
  allowFinalize?: boolean;
};

export function TicketList({
  title,
  tickets,
  isLoading,
  isError,
  isFetching,
  refetch,
  allowFinalize = false,
}: TicketListProps) {
  const headingId = useId();
  const [filter, setFilter] = useState<TicketFilter>('all');
  const [openId, setOpenId] = useState<string | null>(null);
  const all = tickets ?? [];
  const visible = all.filter((t) => matchesFilter(t, filter));
  const selected = all.find((t) => t.ticket_id === openId) ?? null;

  return (
    <section className="card ticket-list" aria-labelledby={headingId}>
      <h2 id={headingId} className="card__title">
        {title}
      </h2>
      <div className="chips" role="group" aria-label="Filtrar tickets">
        {ticketFilters.map((f) => (
          <button
            key={f.id}
            type="button"
            className="chip"
            aria-pressed={filter === f.id}
            onClick={() => setFilter(f.id)}
          >
            {f.label}
          </button>
        ))}
      </div>
      {isLoading ? (
        <PageLoading label="Carregando tickets..." />
      ) : isError ? (
        <Alert kind="error">
          <p>{ticketListTexts.loadFailed}</p>
          <Button variant="secondary" loading={isFetching} onClick={refetch}>
            Tentar novamente
          </Button>
        </Alert>
      ) : visible.length === 0 ? (
        <p className="support-empty muted">
          {all.length === 0 ? ticketListTexts.none : ticketListTexts.noneInFilter}
        </p>
      ) : (
        <ul className="tickets" aria-label={`${title}: ${ticketFilters.find((f) => f.id === filter)?.label}`}>
          {visible.map((ticket) => (
            <li key={ticket.ticket_id} className="ticket">
              <div className="ticket__head">
                <h3 className="ticket__subject" id={`ticket-${ticket.ticket_id}`}>
                  {ticket.subject}
                </h3>
                <StatusBadge ticket={ticket} />
              </div>
              <p className="ticket__meta muted">
                {ticketTypeLabels[ticket.ticket_type]}
                {ticket.indication ? ` · ${ticket.indication.name}` : ''} ·{' '}
                {formatDateTime(ticket.created_at)}
              </p>
              {ticket.responded && ticket.response && (
                <p className="ticket__response">
                  <strong>Resposta:</strong> {ticket.response}
                </p>
              )}
              <div className="ticket__actions">
                <Button
                  variant="ghost"
                  aria-describedby={`ticket-${ticket.ticket_id}`}
                  onClick={() => setOpenId(ticket.ticket_id)}
                >
                  Ver detalhes
                </Button>
                {allowFinalize && canFinalize(ticket) && <FinalizeButton ticket={ticket} />}
              </div>
            </li>
          ))}
        </ul>
      )}
      <Modal
        open={selected !== null}
        title={selected?.subject ?? ''}
        onClose={() => setOpenId(null)}
        footer={
          <>
            {selected && allowFinalize && canFinalize(selected) && <FinalizeButton ticket={selected} />}
            <Button variant="secondary" onClick={() => setOpenId(null)}>
              Fechar
            </Button>
          </>
        }
      >
        {selected && <TicketDetail ticket={selected} />}
      </Modal>
    </section>
  );
}
