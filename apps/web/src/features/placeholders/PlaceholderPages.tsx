import { useParams } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks';
import { formatFullDate } from '../../ui/format';
import { selectUser } from '../auth/authSlice';
import { Placeholder } from './Placeholder';

export function HomePage() {
  const user = useAppSelector(selectUser);
  return (
    <Placeholder title="Início" lead={`Olá, ${user?.name ?? ''}! Hoje é ${formatFullDate(new Date())}.`}>
      <p>
        Em breve você verá aqui os locais em votação de {user?.city ?? 'sua cidade'} e os vencedores da
        semana. Indicações e votos acontecem de segunda a quinta; os três mais votados são revelados na
        sexta-feira.
      </p>
    </Placeholder>
  );
}

export function NominationPage() {
  return <Placeholder title="Indicar Local" lead="Indique um local da sua cidade para o próximo encontro." />;
}

export function ForumPage() {
  const { id } = useParams();
  return <Placeholder title="Fórum do Encontro" lead={`Fórum do encontro nº ${id ?? ''}.`} />;
}

export function LastEncounterPage() {
  return <Placeholder title="Último Encontro" lead="Relembre o último encontro da sua cidade." />;
}

export function SupportPage() {
  return (
    <Placeholder title="Suporte" lead="Respondemos em até 24 horas, de segunda a sexta, das 9h às 18h." />
  );
}

export function SupportFaqPage() {
  return <Placeholder title="Perguntas Frequentes" lead="Encontre respostas rápidas sobre o Encontro." />;
}

export function SupportContactPage() {
  return <Placeholder title="Fale Conosco" lead="Envie sua mensagem para a equipe do Encontro." />;
}

export function ContactPage() {
  return (
    <Placeholder
      title="Contato"
      lead="Fale com a equipe do Encontro: dúvidas, sugestões, reclamações e parcerias."
    />
  );
}

export function TicketsPage() {
  return <Placeholder title="Meus Tickets" lead="Abra um ticket e acompanhe as respostas da equipe." />;
}

export function AdminPage() {
  return (
    <Placeholder
      title="Painel Administrativo"
      lead={`Gerencie usuários, indicações e configurações da plataforma. ${formatFullDate(new Date())}.`}
    />
  );
}
