import { Link } from 'react-router-dom';

export function BackToSupport() {
  return (
    <Link to="/support" className="link support-back">
      ← Voltar para a Central de Suporte
    </Link>
  );
}
