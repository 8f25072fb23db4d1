import { Migration } from '@mikro-orm/migrations';

type Entry = { category: string; question: string; answer: string };

/**
 * The FAQ of /support/faq, written for the product's rules (SPEC §1, §9). Shipped content: later
 * changes go in a new migration, never here.
 */
const faq: readonly Entry[] = [
  {
    category: 'geral',
    question: 'O que é o Encontro?',
    answer:
      'O Encontro é uma comunidade para pessoas da mesma cidade se conhecerem pessoalmente. Durante a semana, os participantes indicam e votam em locais — bares, cafés, parques, restaurantes — e os três mais votados viram os encontros do fim de semana.',
  },
  {
    category: 'geral',
    question: 'Quem pode participar?',
    answer:
      'Qualquer pessoa com 18 anos ou mais que aceite os Termos & Condições. Você se cadastra com o seu estado e a sua cidade, confirma o e-mail e passa a participar da comunidade da sua cidade.',
  },
  {
    category: 'geral',
    question: 'Como funciona a semana no Encontro?',
    answer:
      'De segunda a quinta-feira você indica um local e vota. Na sexta-feira, à 00h00 (horário de Brasília), os três locais mais votados da sua cidade são revelados. O anfitrião confirma até sexta às 23h59 e o fórum do encontro fica aberto de sexta a domingo.',
  },
  {
    category: 'geral',
    question: 'Como falo com a equipe de suporte?',
    answer:
      'Pelo Suporte: use o formulário de contato ou abra um ticket e acompanhe a resposta em Meus Tickets. Respondemos em até 24 horas, de segunda a sexta, das 9h às 18h.',
  },
  {
    category: 'indicacoes',
    question: 'Como indico um local?',
    answer:
      'Na página inicial, clique em Indicar Local. Informe o nome e o endereço do lugar, o dia do encontro (sábado ou domingo), o período (manhã, tarde ou noite) e pelo menos uma foto. Telefone, site, ponto de referência e atrativos são opcionais.',
  },
  {
    category: 'indicacoes',
    question: 'Quando posso indicar e quantas vezes?',
    answer:
      'As indicações ficam abertas de segunda a quinta-feira. Cada pessoa faz uma indicação por semana, e o local precisa ficar na sua cidade. De sexta a domingo não é possível indicar.',
  },
  {
    category: 'indicacoes',
    question: 'Por que minha indicação ainda não aparece?',
    answer:
      'Toda indicação nova passa pela aprovação dos administradores antes de aparecer para votação. Assim que for aprovada, ela entra na lista de Locais em Votação da sua cidade.',
  },
  {
    category: 'indicacoes',
    question: 'Existe limite de indicações por cidade?',
    answer:
      'Sim. Cada cidade recebe no máximo 10 indicações por semana, para manter a votação organizada. Quando o limite é atingido, novas indicações só na semana seguinte.',
  },
  {
    category: 'indicacoes',
    question: 'Quais fotos posso enviar?',
    answer:
      'Até 3 fotos por indicação, em JPG, PNG ou WEBP, com até 2MB cada e 6MB no total. Pelo menos uma foto é obrigatória.',
  },
  {
    category: 'votacao',
    question: 'Como funciona a votação?',
    answer:
      'De segunda a quinta-feira você pode votar em um dos locais aprovados da sua cidade. É um voto por pessoa por semana.',
  },
  {
    category: 'votacao',
    question: 'Posso mudar meu voto?',
    answer:
      'Sim. Enquanto a votação estiver aberta, remova o voto atual e vote em outro local. Você continua com um único voto na semana.',
  },
  {
    category: 'votacao',
    question: 'Quando saem os vencedores?',
    answer:
      'Na sexta-feira, à 00h00 (horário de Brasília), os três locais mais votados de cada cidade são revelados na página inicial como Vencedores da Semana.',
  },
  {
    category: 'votacao',
    question: 'Posso votar em locais de outra cidade?',
    answer: 'Não. Você vota apenas nos locais da cidade informada no seu cadastro.',
  },
  {
    category: 'anfitriao',
    question: 'Quem é o anfitrião?',
    answer:
      'A pessoa que indicou um local vencedor. Ela organiza o encontro e é a única que cria postagens no fórum daquele local.',
  },
  {
    category: 'anfitriao',
    question: 'Até quando o anfitrião precisa confirmar?',
    answer:
      'Até sexta-feira, às 23h59. Se não confirmar, no sábado à 00h00 a pessoa que confirmou presença primeiro assume como anfitriã.',
  },
  {
    category: 'anfitriao',
    question: 'O que o anfitrião faz no fórum?',
    answer:
      'Cria as postagens que organizam o encontro: ponto de encontro, horário combinado, como reconhecer o grupo. Cada postagem tem até 500 caracteres; os participantes confirmados respondem nos comentários.',
  },
  {
    category: 'anfitriao',
    question: 'Sou anfitrião e preciso de ajuda. O que faço?',
    answer:
      'Use o Suporte Anfitrião, no menu, para abrir um ticket ligado a uma das suas indicações (mensagem de até 300 caracteres). Quando a equipe responder, você recebe a resposta por e-mail e pode finalizar o ticket.',
  },
  {
    category: 'forum',
    question: 'Quando o fórum fica aberto?',
    answer:
      'De sexta-feira a domingo, na semana do encontro, para quem confirmou presença em um dos locais vencedores.',
  },
  {
    category: 'forum',
    question: 'Quem pode postar e comentar?',
    answer:
      'O anfitrião cria as postagens; os participantes confirmados comentam. Cada postagem ou comentário tem até 500 caracteres.',
  },
  {
    category: 'forum',
    question: 'Como entro no fórum de um encontro?',
    answer:
      'No card do local vencedor, clique em Eu Vou! para confirmar presença. Depois disso aparece o link para o fórum do encontro.',
  },
  {
    category: 'forum',
    question: 'O fórum atualiza sozinho?',
    answer:
      'Sim. Com a página aberta, novas postagens e comentários aparecem em tempo real. Se aparecer Desconectado, use o botão Reconectar.',
  },
  {
    category: 'denuncias',
    question: 'Como denuncio um conteúdo?',
    answer:
      'Use o botão Denunciar na indicação, postagem ou comentário e, se quiser, descreva o motivo em até 200 caracteres. É preciso estar conectado para denunciar.',
  },
  {
    category: 'denuncias',
    question: 'Quem analisa as denúncias?',
    answer:
      'A equipe de administração analisa cada denúncia e decide se o conteúdo deve ser removido. A denúncia vai apenas para a equipe.',
  },
  {
    category: 'denuncias',
    question: 'O que acontece com quem desrespeita as regras?',
    answer:
      'O conteúdo pode ser removido e a conta pode ser bloqueada. Usuários bloqueados não conseguem entrar na plataforma.',
  },
  {
    category: 'cidades',
    question: 'Posso participar de encontros em outra cidade?',
    answer:
      'Não. Indicações, votos e vencedores são sempre da cidade do seu cadastro, e o local indicado precisa ficar nela.',
  },
  {
    category: 'cidades',
    question: 'Como mudo de cidade?',
    answer:
      'Em Editar Perfil, escolha o novo estado e a nova cidade. A mudança pode ser bloqueada se você tiver indicação, voto ou participação em fórum ativos nesta semana; nesse caso, tente na semana seguinte.',
  },
  {
    category: 'cidades',
    question: 'Quais cidades participam?',
    answer:
      'Todos os municípios dos 27 estados do Brasil. Cada cidade tem a sua própria votação e os seus próprios vencedores.',
  },
  {
    category: 'cidades',
    question: 'Minha cidade ainda não tem indicações. E agora?',
    answer:
      'Seja a primeira pessoa a indicar! De segunda a quinta-feira, use Indicar Local e convide amigos da sua cidade para votar.',
  },
  {
    category: 'custos',
    question: 'Quanto custa usar o Encontro?',
    answer: 'Nada. O uso da plataforma é gratuito.',
  },
  {
    category: 'custos',
    question: 'Preciso pagar para indicar, votar ou ser anfitrião?',
    answer: 'Não. Indicar, votar, confirmar presença, usar o fórum e ser anfitrião são gratuitos.',
  },
  {
    category: 'custos',
    question: 'Quem paga o consumo no local do encontro?',
    answer:
      'Cada pessoa. Eventuais gastos no local, como consumo ou ingresso, são de quem participa; o Encontro não cobra nem intermedia pagamentos.',
  },
  {
    category: 'dicas',
    question: 'Como escolher um bom local para indicar?',
    answer:
      'Prefira lugares públicos, fáceis de chegar e confortáveis para grupos. Informe um ponto de referência e os atrativos do lugar para ajudar quem vai votar.',
  },
  {
    category: 'dicas',
    question: 'Como deixar minha indicação mais atraente?',
    answer:
      'Envie fotos nítidas do ambiente (até 3), escolha o dia e o período que combinam com o lugar e liste os atrativos, como música ao vivo ou área externa.',
  },
  {
    category: 'dicas',
    question: 'Que cuidados devo ter no encontro?',
    answer:
      'Combine tudo pelo fórum, não compartilhe dados pessoais, avise alguém de confiança aonde vai e denuncie qualquer comportamento inadequado.',
  },
  {
    category: 'dicas',
    question: 'Como aproveitar melhor o fórum?',
    answer:
      'Confirme presença cedo, leia as postagens do anfitrião e use os comentários para tirar dúvidas e combinar detalhes com o grupo.',
  },
];

const literal = (value: string) => `'${value.replaceAll("'", "''")}'`;

export class FaqContentMigration extends Migration {
  override name = '0002-faq-content';

  override up(): void {
    const position = new Map<string, number>();
    const rows = faq.map((entry) => {
      const next = (position.get(entry.category) ?? 0) + 1;
      position.set(entry.category, next);
      return `(${literal(entry.category)}, ${next}, ${literal(entry.question)}, ${literal(entry.answer)})`;
    });
    this.addSql(
      `insert into faq_questions (category, position, question, answer) values\n${rows.join(',\n')}`,
    );
  }

  override down(): void {
    this.addSql('delete from faq_questions');
  }
}

export const faqContentMigration = { name: '0002-faq-content', class: FaqContentMigration };
