import { Link } from 'react-router-dom';
import { StaticPage, type StaticSection } from './StaticPage';

const sections: StaticSection[] = [
  {
    id: 'aceitacao',
    title: 'Aceitação dos termos',
    body: (
      <p>
        Ao criar uma conta ou usar o Encontro, você concorda com estes Termos & Condições e com a{' '}
        <Link to="/privacidade" className="link">
          Política de Privacidade
        </Link>
        . Se não concordar, não utilize a plataforma.
      </p>
    ),
  },
  {
    id: 'elegibilidade',
    title: 'Quem pode usar',
    body: (
      <p>
        A idade mínima para usar o Encontro é de 18 anos. Ao se cadastrar, você declara ter 18 anos ou mais e
        que as informações fornecidas são verdadeiras.
      </p>
    ),
  },
  {
    id: 'conta',
    title: 'Sua conta',
    body: (
      <ul>
        <li>Cada pessoa pode ter uma única conta, vinculada ao seu e-mail.</li>
        <li>A conta só é ativada após a verificação do e-mail; o link de verificação expira em 24 horas.</li>
        <li>Você participa das indicações, votações e encontros da cidade informada no seu perfil.</li>
        <li>Você é responsável por manter sua senha em sigilo e por tudo o que for feito com a sua conta.</li>
      </ul>
    ),
  },
  {
    id: 'ciclo-semanal',
    title: 'Regras da semana',
    body: (
      <>
        <p>
          O Encontro funciona em ciclos semanais (semana ISO, de segunda a domingo, no horário de Brasília):
        </p>
        <ul>
          <li>Indicações são aceitas de segunda a quinta-feira.</li>
          <li>Cada pessoa pode fazer uma indicação e dar um voto por semana.</li>
          <li>O local indicado deve ficar na cidade de quem indica.</li>
          <li>Novas indicações só aparecem para votação depois de aprovadas pelos administradores.</li>
          <li>Cada cidade recebe no máximo 10 indicações por semana.</li>
          <li>
            Os três locais mais votados de cada cidade são revelados na sexta-feira, às 00h00
            (America/Sao_Paulo).
          </li>
          <li>
            A pessoa que indicou um local vencedor é a anfitriã e deve confirmar até sexta-feira, às 23h59. Se
            não confirmar, no sábado às 00h00 a pessoa que confirmou presença primeiro assume como anfitriã.
          </li>
          <li>O fórum de cada encontro funciona de sexta-feira a domingo.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'conteudo',
    title: 'Conteúdo publicado',
    body: (
      <>
        <p>
          Você é responsável pelas indicações, fotos, postagens e comentários que publica, e garante ter o
          direito de compartilhá-los. Ao publicar, você autoriza o Encontro a exibir esse conteúdo na
          plataforma.
        </p>
        <p>
          Fotos de indicações: até 3 por local, em JPG, PNG ou WEBP, com no máximo 2MB cada e 6MB no total.
          Foto de perfil: JPG, PNG ou WEBP, até 2MB.
        </p>
      </>
    ),
  },
  {
    id: 'conduta',
    title: 'Conduta e moderação',
    body: (
      <>
        <p>
          É proibido publicar conteúdo ofensivo, discriminatório, ilegal, enganoso, comercial não autorizado
          ou que exponha dados de terceiros. Palavras proibidas podem ser censuradas automaticamente.
        </p>
        <p>
          Qualquer pessoa pode denunciar indicações, postagens e comentários. A equipe analisa as denúncias e
          pode remover conteúdos que violem estes termos.
        </p>
      </>
    ),
  },
  {
    id: 'bloqueio',
    title: 'Bloqueio e encerramento',
    body: (
      <p>
        Contas que violarem estes termos podem ser bloqueadas ou excluídas pela administração. Usuários
        bloqueados não conseguem fazer login. Você pode excluir sua conta a qualquer momento pelo seu perfil.
      </p>
    ),
  },
  {
    id: 'encontros',
    title: 'Encontros presenciais',
    body: (
      <p>
        Os encontros acontecem em locais públicos escolhidos pela comunidade. O Encontro não organiza, não
        patrocina e não se responsabiliza pelos locais nem pela conduta dos participantes. Cuide da sua
        segurança e respeite as regras de cada estabelecimento.
      </p>
    ),
  },
  {
    id: 'alteracoes',
    title: 'Alterações destes termos',
    body: (
      <p>
        Podemos atualizar estes termos. Mudanças relevantes serão avisadas na plataforma, e a data de
        atualização fica sempre no topo desta página.
      </p>
    ),
  },
  {
    id: 'contato',
    title: 'Lei aplicável e contato',
    body: (
      <p>
        Estes termos seguem as leis brasileiras. Dúvidas? Fale com a gente pela{' '}
        <Link to="/contato" className="link">
          página de contato
        </Link>
        .
      </p>
    ),
  },
];

export function TermsPage() {
  return (
    <StaticPage
      title="Termos & Condições"
      lead="As regras que mantêm o Encontro justo, seguro e divertido para todo mundo."
      updatedAt="2024-11-01T12:00:00-03:00"
      sections={sections}
    />
  );
}
