import { Link } from 'react-router-dom';
import type { MenuItem } from './menu';

type LinkColumn = { id: string; title: string; links: readonly MenuItem[] };

const columns: readonly LinkColumn[] = [
  {
    id: 'footer-quick',
    title: 'Links rápidos',
    links: [
      { to: '/', label: 'Início' },
      { to: '/sobre', label: 'Quem Somos' },
      { to: '/termos', label: 'Termos & Condições' },
      { to: '/privacidade', label: 'Política de Privacidade' },
    ],
  },
  {
    id: 'footer-support',
    title: 'Suporte',
    links: [
      { to: '/duvidas', label: 'Dúvidas Frequentes' },
      { to: '/support/faq', label: 'Central de Ajuda' },
      { to: '/support/contact', label: 'Fale Conosco' },
      { to: '/contato', label: 'Contato' },
    ],
  },
];

/** SPEC §2/§9: quick links, support links, the FAQ and the 2024 copyright. */
export function Footer() {
  return (
    <footer className="footer">
      <div className="footer__inner">
        <div className="footer__about">
          <p className="footer__brand">Encontro</p>
          <p className="footer__text">
            Indique locais, vote e encontre pessoas da sua cidade. Toda semana, um novo encontro.
          </p>
        </div>
        {columns.map(({ id, title, links }) => (
          <nav key={id} className="footer__col" aria-labelledby={id}>
            <h2 id={id} className="footer__title">
              {title}
            </h2>
            <ul>
              {links.map(({ to, label }) => (
                <li key={to}>
                  <Link to={to}>{label}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <p className="footer__copy">© 2024 Encontro. Todos os direitos reservados.</p>
    </footer>
  );
}
