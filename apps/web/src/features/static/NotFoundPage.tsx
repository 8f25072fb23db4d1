import { Link } from 'react-router-dom';
import { usePageTitle } from '../../app/usePageTitle';

export function NotFoundPage() {
  usePageTitle('Página não encontrada');
  return (
    <div className="page page--narrow not-found">
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1 className="page__title">Página não encontrada</h1>
      <p className="page__lead">O endereço que você abriu não existe ou foi removido.</p>
      <Link to="/" className="btn btn--primary">
        Voltar para o início
      </Link>
    </div>
  );
}
