import { forumMessages } from '@encontro/contracts';

/** What an author sees around their own post or comment (beyond SPEC: issue 12), by which of the two it is. */
export const authorTexts = {
  post: {
    /** Names the item: 'Editar postagem', 'Excluir postagem', 'Denunciar postagem de …'. */
    what: 'postagem',
    confirm: 'Tem certeza que deseja excluir esta postagem?',
    updated: forumMessages.postUpdated,
    updateFailed: 'Erro ao atualizar post. Tente novamente.',
    deleted: forumMessages.postDeleted,
    deleteFailed: 'Erro ao excluir post. Tente novamente.',
  },
  comment: {
    what: 'comentário',
    confirm: 'Tem certeza que deseja excluir este comentário?',
    updated: forumMessages.commentUpdated,
    updateFailed: 'Erro ao atualizar comentário. Tente novamente.',
    deleted: forumMessages.commentDeleted,
    deleteFailed: 'Erro ao excluir comentário. Tente novamente.',
  },
} as const;

export type AuthoredKind = keyof typeof authorTexts;
