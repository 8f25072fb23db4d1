import { useState } from 'react';
import { useToast } from '../../ui/Toast';
import { useDeleteCommentMutation, useDeletePostMutation } from './adminApi';
import { adminErrorText } from './adminErrorText';
import { adminTexts } from './adminTexts';
import { ConfirmDialog } from './ConfirmDialog';
import { EditContentModal, type Editing } from './EditContentModal';
import { useConfirmation } from './useConfirmation';

/** Edit and delete, with the confirmation, for one post or comment. */
export function useContentActions() {
  const toast = useToast();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deletePost, postState] = useDeletePostMutation();
  const [deleteComment, commentState] = useDeleteCommentMutation();
  const deletion = useConfirmation(async (deleting: Editing) => {
    const isPost = deleting.kind === 'post';
    try {
      const result = await (isPost ? deletePost(deleting.item.id) : deleteComment(deleting.item.id)).unwrap();
      toast(result.message || (isPost ? adminTexts.postDeleted : adminTexts.commentDeleted));
    } catch (error) {
      const { status, text } = adminErrorText(
        error,
        isPost ? adminTexts.deletePostFailed : adminTexts.deleteCommentFailed,
      );
      if (status !== 401) toast(text, 'error');
    }
  });
  const isPost = deletion.item?.kind === 'post';
  const dialogs = (
    <>
      {editing && <EditContentModal editing={editing} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        {...deletion.dialog}
        title={isPost ? 'Excluir post' : 'Excluir comentário'}
        message={isPost ? adminTexts.confirmDeletePost : adminTexts.confirmDeleteComment}
        confirmLabel="Excluir"
        busyLabel="Excluindo..."
        busy={postState.isLoading || commentState.isLoading}
      />
    </>
  );
  return { setEditing, setDeleting: deletion.ask, dialogs };
}
