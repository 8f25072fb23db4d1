import { Link } from 'react-router-dom';
import { usePageTitle } from '../../app/usePageTitle';
import { SupportHours } from './SupportHours';
import { TicketForm } from './TicketForm';
import { TicketList } from './TicketList';
import { useHostTicketsQuery } from './supportApi';
import './support.css';

/** /host-support: tickets about the user's own indications (SPEC §2, §4 Support ticket). */
export function HostSupportPage() {
  usePageTitle('Suporte Anfitrião');
  const tickets = useHostTicketsQuery();
  return (
    <div className="page support-page">
      <header className="page__header">
        <h1 className="page__title">Suporte Anfitrião</h1>
        <p className="page__lead">
          Ajuda para quem indicou um local ou vai receber o encontro: confirme sua presença até sexta-feira,
          às 23h59.
        </p>
      </header>
      <div className="support-columns support-columns--even">
        <section className="card" aria-labelledby="host-ticket-title">
          <h2 id="host-ticket-title" className="card__title">
            Novo ticket de anfitrião
          </h2>
          <p className="muted">Escolha uma das suas indicações e conte o que aconteceu.</p>
          <TicketForm idPrefix="host-ticket" fixedType="host" />
        </section>
        <TicketList
          title="Meus Tickets de Anfitrião"
          tickets={tickets.data?.tickets}
          isLoading={tickets.isLoading}
          isError={tickets.isError}
          isFetching={tickets.isFetching}
          refetch={() => void tickets.refetch()}
          allowFinalize
        />
      </div>
      <section className="card" aria-labelledby="host-help-title">
        <h2 id="host-help-title" className="card__title">
          Outras formas de ajuda
        </h2>
        <SupportHours />
        <p className="muted">
          Veja também as{' '}
          <Link to="/support/faq" className="link">
            Perguntas Frequentes
          </Link>{' '}
          ou abra um{' '}
          <Link to="/support/ticket" className="link">
            ticket geral
          </Link>
          .
        </p>
      </section>
    </div>
  );
}
