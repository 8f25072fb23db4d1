import { useState } from 'react';
import { useToast } from '../../ui/Toast';
import { useDeleteCommentMutation, useDeletePostMutation } from './adminApi';
import { adminErrorText } from './adminErrorText';
import { adminTexts } from './adminTexts';
import { ConfirmDialog } from './ConfirmDialog';
import { EditContentModal, type Editing } from './EditContentModal';

/** Edit and delete, with the confirmation, for one post or comment. */
export function useContentActions() {
  const toast = useToast();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<Editing | null>(null);
  const [deletePost, postState] = useDeletePostMutation();
  const [deleteComment, commentState] = useDeleteCommentMutation();
  const confirmDelete = async () => {
    if (!deleting) return;
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
    setDeleting(null);
  };
  const dialogs = (
    <>
      {editing && <EditContentModal editing={editing} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        open={deleting !== null}
        title={deleting?.kind === 'post' ? 'Excluir post' : 'Excluir comentário'}
        message={deleting?.kind === 'post' ? adminTexts.confirmDeletePost : adminTexts.confirmDeleteComment}
        confirmLabel="Excluir"
        busyLabel="Excluindo..."
        busy={postState.isLoading || commentState.isLoading}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
  return { setEditing, setDeleting, dialogs };
}
