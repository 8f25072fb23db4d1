// Moderation's texts and limits apart from its schemas (no zod).

/** pt-BR texts of SPEC §5 (Report, Admin inputs) and §8 (Home, Forum, Admin) for moderation. */
export const moderationMessages = {
  reasonTooLong: 'O motivo deve ter no máximo 200 caracteres',
  reportSent: 'Denúncia enviada!',
  alreadyReported: 'Você já denunciou este conteúdo.',
  loginToReport: 'Você precisa estar logado para reportar conteúdo.',
  contentNotFound: 'Conteúdo não encontrado.',
  reportNotFound: 'Denúncia não encontrada.',
  alreadyResolved: 'Esta denúncia já foi resolvida.',
  reportResolved: 'Denúncia resolvida com sucesso!',
  contentDeleted: 'Conteúdo denunciado excluído com sucesso!',
  typeInvalid: 'Tipo inválido',
  statusInvalid: 'Status inválido',
  perPageInvalid: 'Itens por página deve ser entre 1 e 100',
  dateInvalid: 'Data inválida',
  adminInvalid: 'Administrador inválido',
  wordRequired: 'A palavra é obrigatória',
  wordTooLong: 'A palavra deve ter no máximo 50 caracteres',
  wordInvalid: 'A palavra deve conter pelo menos uma letra ou número',
  tooManyWords: 'Envie no máximo 100 palavras por vez',
  wordAdded: 'Palavra adicionada com sucesso!',
  wordsAdded: 'Palavras adicionadas com sucesso!',
  wordAlreadyListed: 'Esta palavra já está na lista.',
  wordRemoved: 'Palavra removida com sucesso!',
  wordNotFound: 'Palavra não encontrada.',
  platformNameRequired: 'O nome da plataforma é obrigatório',
  platformNameTooLong: 'O nome da plataforma deve ter no máximo 100 caracteres',
  contactEmailRequired: 'O e-mail de contato é obrigatório',
  contactEmailInvalid: 'E-mail inválido',
  contactEmailTooLong: 'O e-mail de contato deve ter no máximo 100 caracteres',
  flagRequired: 'Informe verdadeiro ou falso',
  settingsSaved: 'Configurações salvas com sucesso!',
  removedUser: 'Usuário removido',
} as const;

/** SPEC §9: report reason 200; reports page size 10; censored words 20 per page (client side). */
export const moderationLimits = {
  reason: 200,
  reportsPerPage: 10,
  maxPerPage: 100,
  word: 50,
  wordsPerRequest: 100,
  platformName: 100,
  contactEmail: 100,
  reportPhotos: 3,
} as const;
