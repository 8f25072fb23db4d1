import { Link } from 'react-router-dom';
import { usePageTitle } from '../../app/usePageTitle';
import { SupportHours } from './SupportHours';
import { TicketForm } from './TicketForm';
import { TicketList } from './TicketList';
import { useHostTicketsQuery } from './supportApi';
import { SupportPage } from './SupportPage';
import './support.css';

/** /host-support: tickets about the user's own indications (SPEC §2, §4 Support ticket). */
export function HostSupportPage() {
  usePageTitle('Suporte Anfitrião');
  const tickets = useHostTicketsQuery();
  return (
    <SupportPage
      title="Suporte Anfitrião"
      lead="Ajuda para quem indicou um local ou vai receber o encontro: confirme sua presença até sexta-feira, às 23h59."
    >
      <div className="support-columns support-columns--even">
        <section className="card" aria-labelledby="host-ticket-title">
          <h2 id="host-ticket-title" className="card__title">
            Novo ticket de anfitrião
          </h2>
          <p className="muted">Escolha uma das suas indicações e conte o que aconteceu.</p>
          <TicketForm idPrefix="host-ticket" fixedType="host" />
        </section>
        <TicketList title="Meus Tickets de Anfitrião" query={tickets} allowFinalize />
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
    </SupportPage>
  );
}
