import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { usePageTitle } from '../../app/usePageTitle';

type PlaceholderProps = { title: string; lead: string; children?: ReactNode };

/** A routed, titled page whose full screen arrives in a later issue. */
export function Placeholder({ title, lead, children }: PlaceholderProps) {
  usePageTitle(title);
  return (
    <div className="page">
      <header className="page__header">
        <h1 className="page__title">{title}</h1>
        <p className="page__lead">{lead}</p>
      </header>
      <div className="card placeholder">
        <p>Esta área está sendo preparada e estará disponível em breve.</p>
        {children}
        <p>
          <Link to="/duvidas" className="link">
            Veja as Dúvidas Frequentes
          </Link>{' '}
          para saber como funciona o Encontro.
        </p>
      </div>
    </div>
  );
}
