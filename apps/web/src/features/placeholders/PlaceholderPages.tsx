import { useParams } from 'react-router-dom';
import { formatFullDate } from '../../ui/format';
import { Placeholder } from './Placeholder';

export function ForumPage() {
  const { id } = useParams();
  return <Placeholder title="Fórum do Encontro" lead={`Fórum do encontro nº ${id ?? ''}.`} />;
}

export function LastEncounterPage() {
  return <Placeholder title="Último Encontro" lead="Relembre o último encontro da sua cidade." />;
}

export function AdminPage() {
  return (
    <Placeholder
      title="Painel Administrativo"
      lead={`Gerencie usuários, indicações e configurações da plataforma. ${formatFullDate(new Date())}.`}
    />
  );
}
