import { contactPageLink, StaticPage, type StaticSection } from './StaticPage';

const sections: StaticSection[] = [
  {
    id: 'introducao',
    title: 'Introdução',
    body: (
      <p>
        Esta política explica como o Encontro coleta, usa, compartilha e protege seus dados pessoais, de
        acordo com a Lei Geral de Proteção de Dados Pessoais (LGPD, Lei nº 13.709/2018). Ela vale para o site
        e para todos os recursos da plataforma.
      </p>
    ),
  },
  {
    id: 'dados-coletados',
    title: 'Dados que coletamos',
    body: (
      <ul>
        <li>
          <strong>Cadastro:</strong> nome, sobrenome, e-mail, estado, cidade, gênero (opcional) e senha,
          guardada apenas de forma criptografada.
        </li>
        <li>
          <strong>Perfil:</strong> foto de perfil, quando você envia uma.
        </li>
        <li>
          <strong>Participação:</strong> indicações, fotos de locais, votos, confirmações de presença,
          postagens, comentários, denúncias e tickets de suporte.
        </li>
        <li>
          <strong>Uso técnico:</strong> registros de acesso, como endereço IP, data e hora, exigidos pelo
          Marco Civil da Internet, e contadores temporários de envios por conta e por endereço IP, usados só
          para evitar abusos e apagados em até uma hora.
        </li>
      </ul>
    ),
  },
  {
    id: 'finalidades',
    title: 'Como usamos seus dados',
    body: (
      <ul>
        <li>Criar e manter sua conta e verificar seu e-mail.</li>
        <li>Mostrar as indicações, votações e encontros da sua cidade.</li>
        <li>Permitir a organização dos encontros no fórum.</li>
        <li>Moderar conteúdo, analisar denúncias e prevenir fraudes e abusos.</li>
        <li>Responder mensagens e tickets de suporte.</li>
      </ul>
    ),
  },
  {
    id: 'bases-legais',
    title: 'Bases legais',
    body: (
      <p>
        Tratamos dados para executar o contrato que você aceita ao se cadastrar (os Termos & Condições), para
        cumprir obrigações legais, com base no legítimo interesse de manter a plataforma segura e, quando
        necessário, com o seu consentimento, que pode ser revogado a qualquer momento.
      </p>
    ),
  },
  {
    id: 'compartilhamento',
    title: 'Compartilhamento',
    body: (
      <p>
        Não vendemos seus dados. Compartilhamos apenas com fornecedores que nos ajudam a operar o serviço
        (hospedagem, armazenamento de imagens e envio de e-mails), sob contrato e somente para essas
        finalidades, ou quando a lei ou uma autoridade competente exigir.
      </p>
    ),
  },
  {
    id: 'conteudo-publico',
    title: 'O que outras pessoas veem',
    body: (
      <p>
        Pessoas da sua cidade podem ver seu nome, sua foto de perfil, suas indicações e o que você publica nos
        fóruns. Seu e-mail nunca é exibido para outros usuários.
      </p>
    ),
  },
  {
    id: 'armazenamento-local',
    title: 'Cookies e armazenamento local',
    body: (
      <p>
        Não usamos cookies de publicidade. Guardamos no seu navegador apenas o token da sua sessão e, enquanto
        você não confirma o cadastro, o e-mail pendente de verificação. Ao sair da conta, o token é apagado.
      </p>
    ),
  },
  {
    id: 'retencao',
    title: 'Por quanto tempo guardamos',
    body: (
      <p>
        Mantemos seus dados enquanto sua conta existir. Links de verificação de e-mail expiram em 24 horas.
        Registros de acesso são guardados pelo prazo exigido em lei. Quando a conta é excluída, apagamos ou
        anonimizamos os dados na hora, como descrito em Seus direitos, exceto o que a lei nos obriga a manter.
      </p>
    ),
  },
  {
    id: 'seguranca',
    title: 'Segurança',
    body: (
      <p>
        Usamos conexões criptografadas, senhas protegidas por algoritmos modernos de hash, controle de acesso
        restrito e remoção dos metadados (como localização) das fotos enviadas. Nenhum sistema é 100% seguro;
        se houver um incidente relevante, avisaremos você e a Autoridade Nacional de Proteção de Dados (ANPD).
      </p>
    ),
  },
  {
    id: 'direitos',
    title: 'Seus direitos',
    body: (
      <>
        <p>
          Pela LGPD, você pode confirmar se tratamos seus dados, acessá-los, corrigi-los, pedir portabilidade,
          anonimização ou eliminação, e revogar consentimentos.
        </p>
        <ul>
          <li>Você corrige seus dados a qualquer momento em Editar Perfil.</li>
          <li>
            Em Editar Perfil, Baixar meus dados gera na hora um arquivo (JSON) com tudo o que guardamos sobre
            você: cadastro, indicações, votos, presenças, postagens, comentários, memórias, denúncias, tickets
            e mensagens de contato.
          </li>
          <li>
            Em Editar Perfil, Excluir minha conta apaga sua conta depois que você digita sua senha. Um
            administrador também pode excluir contas que violem os Termos; o efeito é o mesmo.
          </li>
        </ul>
        <p>Quando a conta é excluída:</p>
        <ul>
          <li>
            seu cadastro, sua foto, seu e-mail e sua senha são apagados, e você sai de todos os dispositivos
            na hora; o e-mail fica livre para um novo cadastro;
          </li>
          <li>
            seus votos e confirmações de presença são apagados (um voto da semana em votação deixa de contar);
          </li>
          <li>
            suas indicações são apagadas (pendentes, rejeitadas, da semana em andamento ou antigas), exceto as
            que venceram uma semana: essas continuam no histórico da cidade, com o anfitrião mostrado como
            Usuário removido; todas as fotos que você enviou (perfil, indicações, inclusive as que venceram, e
            memórias) são apagadas;
          </li>
          <li>
            suas postagens (com os comentários que receberam), seus comentários e suas memórias nos fóruns são
            apagados; encontros que você organizou continuam no histórico, sem o seu nome;
          </li>
          <li>
            seus tickets de suporte são apagados; suas mensagens de contato ficam para o histórico da equipe,
            sem o seu nome, o seu e-mail e o seu endereço IP;
          </li>
          <li>
            denúncias que você fez continuam disponíveis para a moderação, sem identificar você, e conteúdos
            seus que foram denunciados aparecem como de Usuário removido;
          </li>
          <li>
            o registro das ações dos administradores (bloqueios, exclusões, moderação) é mantido para a
            segurança da plataforma.
          </li>
        </ul>
        <p>Para qualquer outro pedido, use a {contactPageLink}.</p>
      </>
    ),
  },
  {
    id: 'menores',
    title: 'Menores de idade',
    body: (
      <p>
        O Encontro é destinado a maiores de 18 anos. Se identificarmos uma conta de menor de idade, ela será
        excluída.
      </p>
    ),
  },
  {
    id: 'contato',
    title: 'Alterações e contato',
    body: (
      <p>
        Esta política pode ser atualizada; a data da última versão fica no topo da página. Para falar com o
        nosso encarregado de proteção de dados, use a {contactPageLink}.
      </p>
    ),
  },
];

export function PrivacyPage() {
  return (
    <StaticPage
      title="Política de Privacidade"
      lead="Como cuidamos dos seus dados pessoais, em linguagem simples e de acordo com a LGPD."
      updatedAt="2026-11-22T12:00:00-03:00"
      sections={sections}
      withIndex
    />
  );
}
