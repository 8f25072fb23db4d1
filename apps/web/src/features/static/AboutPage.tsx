import { Link } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks';
import { selectIsAuthenticated } from '../auth/authSlice';
import { StaticPage, type StaticSection } from './StaticPage';

const sections: StaticSection[] = [
  {
    id: 'missao',
    title: 'Nossa missão',
    body: (
      <p>
        O Encontro nasceu para aproximar pessoas que moram na mesma cidade e querem sair da tela. Acreditamos
        que os melhores lugares de uma cidade são conhecidos por quem vive nela — e que vale a pena
        descobri-los juntos.
      </p>
    ),
  },
  {
    id: 'como-funciona',
    title: 'Como funciona',
    body: (
      <ol className="steps">
        <li>
          <strong>Segunda a quinta:</strong> cada pessoa indica um local da sua cidade e vota no favorito —
          uma indicação e um voto por semana. Cada cidade recebe até 10 indicações por semana.
        </li>
        <li>
          <strong>Sexta-feira, 00h00:</strong> os três locais mais votados são revelados.
        </li>
        <li>
          <strong>Até sexta, 23h59:</strong> quem indicou cada vencedor confirma que será o anfitrião.
        </li>
        <li>
          <strong>Sexta a domingo:</strong> quem confirmou presença combina os detalhes no fórum e o encontro
          acontece.
        </li>
      </ol>
    ),
  },
  {
    id: 'valores',
    title: 'O que valorizamos',
    body: (
      <ul>
        <li>
          <strong>Comunidade local:</strong> você participa sempre da sua cidade.
        </li>
        <li>
          <strong>Respeito:</strong> regras claras, moderação ativa e denúncias analisadas pela equipe.
        </li>
        <li>
          <strong>Privacidade:</strong> coletamos só o necessário e seguimos a LGPD.
        </li>
        <li>
          <strong>Gratuidade:</strong> participar do Encontro não custa nada.
        </li>
      </ul>
    ),
  },
];

const memberCall = {
  title: 'Sua cidade está esperando',
  text: 'Indique o próximo lugar do encontro e vote nos locais da semana.',
  to: '/',
  action: 'Ver indicações da semana',
};
const guestCall = {
  title: 'Venha fazer parte',
  text: 'Crie sua conta gratuita e indique o próximo lugar do encontro da sua cidade.',
  to: '/register',
  action: 'Criar minha conta',
};

export function AboutPage() {
  const authenticated = useAppSelector(selectIsAuthenticated);
  const cta = authenticated ? memberCall : guestCall;
  return (
    <StaticPage
      title="Quem Somos"
      lead="Uma comunidade que transforma indicações da vizinhança em encontros de verdade, toda semana."
      sections={sections}
    >
      {/* A signed-in person already has an account: the call leads to the week's venues instead. */}
      <aside className="card cta">
        <h2 className="card__title">{cta.title}</h2>
        <p>{cta.text}</p>
        <div className="cta__actions">
          <Link to={cta.to} className="btn btn--primary">
            {cta.action}
          </Link>
          <Link to="/contato" className="btn btn--secondary">
            Fale conosco
          </Link>
        </div>
      </aside>
    </StaticPage>
  );
}
