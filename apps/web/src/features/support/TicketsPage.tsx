import { usePageTitle } from '../../app/usePageTitle';
import { TicketForm } from './TicketForm';
import { TicketList } from './TicketList';
import { useTicketsQuery } from './supportApi';
import { SupportPage } from './SupportPage';
import './support.css';

export function TicketsPage() {
  usePageTitle('Tickets de Suporte');
  const tickets = useTicketsQuery();
  return (
    <SupportPage title="Tickets de Suporte" lead="Abra um ticket e acompanhe as respostas da equipe." back>
      <div className="support-columns support-columns--even">
        <section className="card" aria-labelledby="new-ticket-title">
          <h2 id="new-ticket-title" className="card__title">
            Novo ticket
          </h2>
          <TicketForm idPrefix="ticket" />
        </section>
        <TicketList title="Meus Tickets" query={tickets} allowFinalize />
      </div>
    </SupportPage>
  );
}
