import { usePageTitle } from '../../app/usePageTitle';
import { BackToSupport } from './BackToSupport';
import { TicketForm } from './TicketForm';
import { TicketList } from './TicketList';
import { useTicketsQuery } from './supportApi';
import './support.css';

export function TicketsPage() {
  usePageTitle('Tickets de Suporte');
  const tickets = useTicketsQuery();
  return (
    <div className="page support-page">
      <header className="page__header">
        <BackToSupport />
        <h1 className="page__title">Tickets de Suporte</h1>
        <p className="page__lead">Abra um ticket e acompanhe as respostas da equipe.</p>
      </header>
      <div className="support-columns support-columns--even">
        <section className="card" aria-labelledby="new-ticket-title">
          <h2 id="new-ticket-title" className="card__title">
            Novo ticket
          </h2>
          <TicketForm idPrefix="ticket" />
        </section>
        <TicketList
          title="Meus Tickets"
          tickets={tickets.data?.tickets}
          isLoading={tickets.isLoading}
          isError={tickets.isError}
          isFetching={tickets.isFetching}
          refetch={() => void tickets.refetch()}
          allowFinalize
        />
      </div>
    </div>
  );
}
