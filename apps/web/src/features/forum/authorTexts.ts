/** What an author sees around their own post or comment (beyond SPEC: issue 12). */
export const authorTexts = {
  confirmPost: 'Tem certeza que deseja excluir esta postagem?',
  confirmComment: 'Tem certeza que deseja excluir este comentário?',
  updatePostFailed: 'Erro ao atualizar post. Tente novamente.',
  updateCommentFailed: 'Erro ao atualizar comentário. Tente novamente.',
  deletePostFailed: 'Erro ao excluir post. Tente novamente.',
  deleteCommentFailed: 'Erro ao excluir comentário. Tente novamente.',
} as const;
