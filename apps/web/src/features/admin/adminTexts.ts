import type { ListTexts } from '../../ui/PagedList';

/** pt-BR texts of the admin panel: SPEC §2 "Admin panel" and §8 "Admin" (verbatim), plus the panel's own labels. */
export const adminTexts = {
  title: 'Painel Administrativo',
  lead: 'Gerencie usuários, indicações e configurações da plataforma',
  online: 'Sistema Online',

  // Summary cards (SPEC §2)
  noUserData: 'Sem dados suficientes',
  noPendingIndications: 'Nenhuma indicação pendente',
  noReports: 'Nenhuma denúncia',
  noOpenTickets: 'Nenhum ticket aberto',

  // Failed loads: an error with 'Tentar novamente', never an empty list (the lists': adminLists)
  statisticsLoadFailed: 'Erro ao carregar o resumo da plataforma.',
  settingsLoadFailed: 'Erro ao carregar as configurações salvas.',

  // Users
  confirmDeleteUser: 'Tem certeza que deseja excluir este usuário?',
  confirmBlockUser: (name: string) =>
    `Tem certeza que deseja bloquear ${name}? A sessão aberta termina na hora e a pessoa não consegue entrar até ser desbloqueada.`,

  // Indications (SPEC §8)
  approved: 'Indicação aprovada com sucesso!',
  rejected: 'Indicação rejeitada com sucesso!',
  approveFailed: 'Erro ao aprovar indicação. Tente novamente.',
  rejectFailed: 'Erro ao rejeitar indicação. Tente novamente.',
  confirmReject: (name: string) =>
    `Tem certeza que deseja rejeitar "${name}"? Ela não entra na votação e não poderá ser aprovada depois.`,
  rejectReasonHint: 'Quem indicou lê o motivo na notificação e na página inicial.',
  rejectionReason: 'Motivo da rejeição',
  likelyDuplicateOf: (name: string, status: string) => `Possível duplicata de "${name}" (${status})`,

  // Reports
  reportResolved: 'Denúncia resolvida com sucesso!',
  reportContentDeleted: 'Conteúdo denunciado excluído com sucesso!',
  resolveFailed: 'Erro ao resolver denúncia. Tente novamente.',
  deleteContentFailed: 'Erro ao excluir conteúdo denunciado. Tente novamente.',
  confirmDeleteContent:
    'Tem certeza que deseja excluir o conteúdo denunciado? Esta ação não pode ser desfeita.',

  // Censored words
  wordAdded: 'Palavra adicionada com sucesso!',
  wordRemoved: 'Palavra removida com sucesso!',
  addWordFailed: 'Erro ao adicionar palavra. Tente novamente.',
  removeWordFailed: 'Erro ao remover palavra. Tente novamente.',

  // Forums, posts, comments
  postDeleted: 'Post excluído com sucesso!',
  postUpdated: 'Post atualizado com sucesso!',
  commentDeleted: 'Comentário excluído com sucesso!',
  commentUpdated: 'Comentário atualizado com sucesso!',
  deletePostFailed: 'Erro ao excluir post. Tente novamente.',
  deleteCommentFailed: 'Erro ao excluir comentário. Tente novamente.',
  updatePostFailed: 'Erro ao atualizar post. Tente novamente.',
  updateCommentFailed: 'Erro ao atualizar comentário. Tente novamente.',
  confirmDeletePost: 'Tem certeza que deseja excluir este post? Os comentários dele também serão excluídos.',
  confirmDeleteComment: 'Tem certeza que deseja excluir este comentário?',
  noForums: 'Nenhum fórum encontrado. Os fóruns aparecem quando há indicações aprovadas com vencedores.',

  // Tickets
  responseSent: 'Resposta enviada com sucesso! O usuário receberá um email.',
  responseFailed: 'Erro ao enviar resposta. Tente novamente.',

  // Settings (saved on the server: beyond SPEC, which kept them local)
  settingsSaved: 'Configurações salvas com sucesso!',
  settingsFailed: 'Erro ao salvar configurações. Tente novamente.',
  discardChanges: 'As alterações desta aba ainda não foram salvas. Se sair agora, elas serão perdidas.',
} as const;

/** Each list's texts while it loads, when its load failed, in its count line and its page navigation. */
export const adminLists = {
  users: {
    loading: 'Carregando usuários...',
    loadFailed: 'Erro ao carregar usuários.',
    pages: 'Páginas de usuários',
  },
  indications: {
    loading: 'Carregando indicações...',
    loadFailed: 'Erro ao carregar indicações.',
    noun: 'indicações',
    pages: 'Páginas de indicações',
  },
  reports: {
    loading: 'Carregando denúncias...',
    loadFailed: 'Erro ao carregar denúncias.',
    noun: 'denúncias',
    pages: 'Páginas de denúncias',
  },
  forums: {
    loading: 'Carregando fóruns...',
    loadFailed: 'Erro ao carregar fóruns. Tente novamente.',
    noun: 'fóruns',
    pages: 'Páginas de fóruns',
  },
  posts: { loading: 'Carregando posts...', loadFailed: 'Erro ao carregar posts. Tente novamente.' },
  comments: {
    loading: 'Carregando comentários...',
    loadFailed: 'Erro ao carregar comentários. Tente novamente.',
  },
  tickets: {
    loading: 'Carregando tickets...',
    loadFailed: 'Erro ao carregar tickets de suporte. Tente novamente.',
    noun: 'tickets',
    pages: 'Páginas de tickets',
  },
  words: {
    loading: 'Carregando palavras...',
    loadFailed: 'Erro ao carregar palavras censuradas.',
    noun: 'palavras',
    pages: 'Páginas de palavras',
  },
  audit: {
    loading: 'Carregando registros de auditoria...',
    loadFailed: 'Erro ao carregar o registro de auditoria. Tente novamente.',
    noun: 'registros',
    pages: 'Páginas do registro de auditoria',
  },
} as const satisfies Record<string, ListTexts>;

/** SPEC §9 */
export const adminLimits = {
  reply: 1000,
  postEdit: 300,
  commentEdit: 200,
  reportsPerPage: 10,
  wordsPerPage: 20,
  /** Beyond SPEC: the server pages, searches and filters the users table (issue 32: a million people). */
  usersPerPage: 20,
  reportSearchDebounceMs: 500,
} as const;

/** "1 item" / "3 itens" */
export function plural(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}
