import { Link } from 'react-router-dom';
import { contactPageLink, Question, StaticPage, type StaticSection } from './StaticPage';

const sections: StaticSection[] = [
  {
    id: 'sobre',
    title: 'Sobre o Encontro',
    body: (
      <>
        <Question q="O que é o Encontro?">
          <p>
            O Encontro é uma comunidade para pessoas da mesma cidade se conhecerem pessoalmente. Durante a
            semana, os participantes indicam e votam em locais — bares, cafés, parques, restaurantes — e os
            três mais votados viram os encontros do fim de semana.
          </p>
        </Question>
        <Question q="Quanto custa participar?">
          <p>
            Nada. O uso da plataforma é gratuito. Eventuais gastos no local (consumo, ingresso) são de cada
            pessoa.
          </p>
        </Question>
        <Question q="Quem pode participar?">
          <p>
            Qualquer pessoa com 18 anos ou mais que aceite os Termos & Condições. Você participa sempre da
            cidade informada no seu cadastro.
          </p>
        </Question>
      </>
    ),
  },
  {
    id: 'conta',
    title: 'Cadastro e conta',
    body: (
      <>
        <Question q="Como faço meu cadastro?">
          <p>
            Clique em Cadastrar, informe nome, sobrenome, e-mail, estado, cidade e uma senha de 6 a 20
            caracteres, e aceite os Termos & Condições. Depois, confirme seu e-mail pelo link que enviamos.
          </p>
        </Question>
        <Question q="Não recebi o e-mail de verificação. E agora?">
          <p>
            Confira as pastas de spam e promoções. O link expira em 24 horas; se ele expirou, tente entrar com
            seu e-mail e senha e use a opção de reenviar o e-mail de verificação. Se o problema continuar,
            fale com a gente pela {contactPageLink}.
          </p>
        </Question>
        <Question q="Esqueci minha senha.">
          <p>
            Na tela de login, clique em “Esqueceu sua senha?” e informe seu e-mail. Você receberá um link para
            criar uma nova senha, que precisa ter pelo menos 6 caracteres, uma letra maiúscula e um número.
          </p>
        </Question>
        <Question q="Como altero meus dados ou minha foto?">
          <p>
            Em Editar Perfil você muda nome, sobrenome, estado, cidade, gênero, foto (JPG, PNG ou WEBP, até
            2MB) e senha. O e-mail não pode ser alterado.
          </p>
        </Question>
      </>
    ),
  },
  {
    id: 'indicacoes',
    title: 'Indicações',
    body: (
      <>
        <Question q="Como indico um local?">
          <p>
            Na página inicial, use o botão Indicar Local. Informe nome e endereço do lugar, dia (sábado ou
            domingo), período do encontro e pelo menos uma foto (até 3 fotos, 2MB cada e 6MB no total).
          </p>
        </Question>
        <Question q="Quando posso indicar?">
          <p>
            De segunda a quinta-feira. Cada pessoa faz uma indicação por semana, e o local precisa ficar na
            sua cidade.
          </p>
        </Question>
        <Question q="Por que minha indicação ainda não aparece?">
          <p>
            Toda indicação nova passa pela aprovação dos administradores antes de aparecer para votação. Isso
            costuma levar pouco tempo.
          </p>
        </Question>
        <Question q="Existe limite de indicações por cidade?">
          <p>Sim. Cada cidade recebe no máximo 10 indicações por semana, para manter a votação organizada.</p>
        </Question>
      </>
    ),
  },
  {
    id: 'votacao',
    title: 'Votação',
    body: (
      <>
        <Question q="Como funciona a votação?">
          <p>
            De segunda a quinta-feira você pode votar em um dos locais da sua cidade. É um voto por pessoa por
            semana.
          </p>
        </Question>
        <Question q="Posso mudar meu voto?">
          <p>Sim. Enquanto a votação estiver aberta, remova o voto atual e vote em outro local.</p>
        </Question>
      </>
    ),
  },
  {
    id: 'vencedores',
    title: 'Vencedores da semana',
    body: (
      <>
        <Question q="Quando saem os vencedores?">
          <p>
            Na sexta-feira, à 00h00 (horário de Brasília), os três locais mais votados de cada cidade são
            revelados na página inicial.
          </p>
        </Question>
        <Question q="Onde vejo como foi o último encontro?">
          <p>Em Último Encontro: fotos, participantes, o anfitrião e um resumo do fórum.</p>
        </Question>
      </>
    ),
  },
  {
    id: 'anfitriao',
    title: 'Anfitrião',
    body: (
      <>
        <Question q="Quem é o anfitrião?">
          <p>
            A pessoa que indicou um local vencedor. Ela organiza o encontro e é a única que cria postagens no
            fórum.
          </p>
        </Question>
        <Question q="Até quando o anfitrião precisa confirmar?">
          <p>
            Até sexta-feira, às 23h59. Se não confirmar, no sábado à 00h00 a pessoa que confirmou presença
            primeiro assume como anfitriã.
          </p>
        </Question>
        <Question q="Sou anfitrião e preciso de ajuda.">
          <p>Use o Suporte Anfitrião, no menu, para abrir um ticket ligado à sua indicação.</p>
        </Question>
      </>
    ),
  },
  {
    id: 'presenca',
    title: 'Presença nos encontros',
    body: (
      <>
        <Question q="Como confirmo que vou?">
          <p>
            No card do local vencedor, clique em Eu Vou!. Sua presença fica confirmada e você ganha acesso ao
            fórum do encontro.
          </p>
        </Question>
        <Question q="Os encontros são seguros?">
          <p>
            Os encontros acontecem em lugares públicos escolhidos pela comunidade. Combine tudo pelo fórum,
            não compartilhe dados pessoais e avise a equipe sobre qualquer comportamento inadequado.
          </p>
        </Question>
      </>
    ),
  },
  {
    id: 'forum',
    title: 'Fórum',
    body: (
      <>
        <Question q="Quando o fórum fica aberto?">
          <p>Da sexta-feira ao domingo, para quem confirmou presença em um dos locais vencedores.</p>
        </Question>
        <Question q="Quem pode postar e comentar?">
          <p>
            O anfitrião cria as postagens para organizar o encontro; os participantes comentam. Cada mensagem
            tem até 500 caracteres.
          </p>
        </Question>
      </>
    ),
  },
  {
    id: 'denuncias',
    title: 'Segurança e denúncias',
    body: (
      <>
        <Question q="Como denuncio um conteúdo?">
          <p>
            Use o botão Denunciar na indicação, postagem ou comentário e, se quiser, descreva o motivo em até
            200 caracteres. A equipe analisa todas as denúncias.
          </p>
        </Question>
        <Question q="O que acontece com quem desrespeita as regras?">
          <p>
            O conteúdo pode ser removido e a conta pode ser bloqueada. Usuários bloqueados não conseguem
            entrar na plataforma.
          </p>
        </Question>
      </>
    ),
  },
  {
    id: 'suporte',
    title: 'Privacidade e suporte',
    body: (
      <>
        <Question q="Como vocês tratam meus dados?">
          <p>
            Seguimos a Lei Geral de Proteção de Dados (LGPD). Os detalhes estão na{' '}
            <Link to="/privacidade" className="link">
              Política de Privacidade
            </Link>
            .
          </p>
        </Question>
        <Question q="Não encontrei minha resposta. Como falo com vocês?">
          <p>
            Escreva para nós pela {contactPageLink}. Respondemos em até 24 horas, de segunda a sexta, das 9h
            às 18h.
          </p>
        </Question>
      </>
    ),
  },
];

export function FaqPage() {
  return (
    <StaticPage
      title="Dúvidas Frequentes"
      lead="Tudo o que você precisa saber para indicar, votar e participar dos encontros da sua cidade."
      sections={sections}
    >
      <aside className="card cta">
        <h2 className="card__title">Ainda ficou com dúvida?</h2>
        <p>Nossa equipe responde em até 24 horas, de segunda a sexta, das 9h às 18h.</p>
        <Link to="/contato" className="btn btn--primary">
          Fale conosco
        </Link>
      </aside>
    </StaticPage>
  );
}
