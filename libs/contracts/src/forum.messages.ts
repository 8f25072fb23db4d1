// The forum's texts and limits apart from its schemas (no zod).

/**
 * Forum of a winner (SPEC §2 Forum page, §3 Forum response / Post / Comment / Confirmed user / Last
 * encounter, §4 Real-time forum, §5 Forum post and comment, §7 Forum, Last encounter, Admin forums).
 * A forum's id is the winning indication's id.
 */
export const forumMessages = {
  contentRequired: 'O conteúdo é obrigatório',
  contentTooLong: (max: number) => `O conteúdo deve ter no máximo ${max} caracteres`,
  formInvalid: 'Formulário inválido',
  forumNotFound: 'Fórum não encontrado.',
  postNotFound: 'Post não encontrado.',
  commentNotFound: 'Comentário não encontrado.',
  otherCity: 'Você só pode acessar o fórum da sua cidade.',
  forumClosed: 'O fórum está disponível apenas de sexta a domingo.',
  hostOnlyPosts: 'Apenas o anfitrião pode criar postagens.',
  hostCannotComment: 'O anfitrião não pode comentar.',
  confirmToComment: 'Confirme sua presença para comentar.',
  notPostAuthor: 'Você só pode editar ou excluir as suas próprias postagens.',
  notCommentAuthor: 'Você só pode editar ou excluir os seus próprios comentários.',
  changesClosed:
    'O fórum está fechado: postagens e comentários só podem ser editados ou excluídos de sexta a domingo.',
  profileNotReady: 'Seu cadastro ainda está sendo preparado. Tente novamente em instantes.',
  connectionInvalid: 'Conexão inválida.',
  userMismatch: 'O usuário informado não corresponde ao usuário conectado.',
  postCreated: 'Post criado com sucesso!',
  commentCreated: 'Comentário adicionado com sucesso!',
  postUpdated: 'Post atualizado com sucesso!',
  postDeleted: 'Post excluído com sucesso!',
  commentUpdated: 'Comentário atualizado com sucesso!',
  commentDeleted: 'Comentário excluído com sucesso!',
  noEncounter: 'Nenhum encontro realizado ainda',
  memoryPhotoRequired: 'A foto é obrigatória',
  memoryDescriptionRequired: 'A descrição é obrigatória',
  memoryDescriptionTooLong: 'A descrição deve ter no máximo 200 caracteres',
  memoryAdded: 'Memória adicionada com sucesso!',
  memoriesClosed: 'As memórias podem ser adicionadas do sábado do encontro até a sexta-feira seguinte.',
  memoryNotParticipant: 'Só quem fez check-in no encontro pode adicionar memórias.',
  memoryNotLastEncounter: 'As memórias só podem ser adicionadas ao último encontro da sua cidade.',
  memoryNotFound: 'Memória não encontrada.',
  notMemoryAuthor: 'Você só pode excluir as suas próprias memórias.',
  memoryDeleted: 'Memória excluída com sucesso!',
} as const;

/** SPEC §9: post and comment 500; admin edit of a post 300, of a comment 200; memory description 200. */
export const forumLimits = {
  content: 500,
  adminPostEdit: 300,
  adminCommentEdit: 200,
  memoryDescription: 200,
  /** Admin lists: forums per page; posts/comments default page size. */
  adminForumsPerPage: 10,
  adminItemsPerPage: 20,
} as const;
