import { Link } from 'react-router-dom';

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
        <nav className="footer__col" aria-labelledby="footer-quick">
          <h2 id="footer-quick" className="footer__title">
            Links rápidos
          </h2>
          <ul>
            <li>
              <Link to="/">Início</Link>
            </li>
            <li>
              <Link to="/sobre">Quem Somos</Link>
            </li>
            <li>
              <Link to="/termos">Termos & Condições</Link>
            </li>
            <li>
              <Link to="/privacidade">Política de Privacidade</Link>
            </li>
          </ul>
        </nav>
        <nav className="footer__col" aria-labelledby="footer-support">
          <h2 id="footer-support" className="footer__title">
            Suporte
          </h2>
          <ul>
            <li>
              <Link to="/duvidas">Dúvidas Frequentes</Link>
            </li>
            <li>
              <Link to="/support/faq">Central de Ajuda</Link>
            </li>
            <li>
              <Link to="/support/contact">Fale Conosco</Link>
            </li>
            <li>
              <Link to="/contato">Contato</Link>
            </li>
          </ul>
        </nav>
      </div>
      <p className="footer__copy">© 2024 Encontro. Todos os direitos reservados.</p>
    </footer>
  );
}
