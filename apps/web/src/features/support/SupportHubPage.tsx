import { Link } from 'react-router-dom';
import { usePageTitle } from '../../app/usePageTitle';
import { SupportHours } from './SupportHours';
import { SupportPage } from './SupportPage';
import './support.css';

const cards = [
  {
    to: '/support/faq',
    title: 'Perguntas Frequentes',
    text: 'Respostas rápidas sobre indicações, votação, anfitriões, fóruns e mais.',
    cta: 'Ver perguntas',
  },
  {
    to: '/support/contact',
    title: 'Fale Conosco',
    text: 'Envie uma mensagem para a equipe do Encontro.',
    cta: 'Enviar mensagem',
  },
  {
    to: '/support/ticket',
    title: 'Tickets de Suporte',
    text: 'Abra um ticket e acompanhe as respostas em Meus Tickets.',
    cta: 'Ver meus tickets',
  },
] as const;

export function SupportHubPage() {
  usePageTitle('Central de Suporte');
  return (
    <SupportPage title="Central de Suporte" lead="Como podemos ajudar?">
      <ul className="grid-list support-cards">
        {cards.map((card) => (
          <li key={card.to} className="card support-card">
            <h2 className="card__title">
              <Link to={card.to} className="support-card__link">
                {card.title}
              </Link>
            </h2>
            <p className="muted">{card.text}</p>
            <span className="support-card__cta" aria-hidden="true">
              {card.cta} →
            </span>
          </li>
        ))}
      </ul>
      <section className="card" aria-labelledby="support-hours-title">
        <h2 id="support-hours-title" className="card__title">
          Atendimento
        </h2>
        <SupportHours />
        <p className="muted">
          É anfitrião de um encontro?{' '}
          <Link to="/host-support" className="link">
            Acesse o Suporte Anfitrião
          </Link>
          .
        </p>
      </section>
    </SupportPage>
  );
}
