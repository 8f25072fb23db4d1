import { useRef, useState } from 'react';
import { forumMessages, type Comment as ForumComment } from '@encontro/contracts';
import { useToast } from '../../ui/Toast';
import type { ReportTarget } from '../reports/ReportModal';
import { AuthorActions } from './AuthorActions';
import { AuthorLine } from './AuthorLine';
import { authorTexts } from './authorTexts';
import { ConfirmDelete } from './ConfirmDelete';
import { ContentForm } from './ContentForm';
import { useDeleteCommentMutation, useUpdateCommentMutation } from './forumApi';
import { useFailureToast } from './useFailureToast';

/** A comment under a post: its author may edit or delete it; anyone else may report it. */
export function CommentItem({
  forumId,
  comment,
  hostId,
  myId,
  onReport,
  onDeleted,
}: {
  forumId: string;
  comment: ForumComment;
  hostId: string;
  myId: string;
  onReport: (target: ReportTarget) => void;
  onDeleted: () => void;
}) {
  const toast = useToast();
  const failed = useFailureToast();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [updateComment] = useUpdateCommentMutation();
  const [deleteComment, deleteState] = useDeleteCommentMutation();
  const editButton = useRef<HTMLButtonElement>(null);
  const mine = comment.user_id === myId;

  const stopEditing = () => {
    setEditing(false);
    setTimeout(() => editButton.current?.focus());
  };
  const remove = async () => {
    try {
      await deleteComment({ forumId, postId: comment.post_id, commentId: comment.id }).unwrap();
      setConfirming(false);
      toast(forumMessages.commentDeleted);
      onDeleted();
    } catch (error) {
      setConfirming(false);
      failed(error, authorTexts.deleteCommentFailed);
    }
  };

  return (
    <li className="forum-comment">
      <AuthorLine
        name={comment.user_name}
        photo={comment.user_photo}
        isHost={comment.user_id === hostId}
        date={comment.created_at}
      />
      {editing ? (
        <ContentForm
          label="Editar comentário"
          submitLabel="Salvar"
          busyLabel="Salvando..."
          failure={authorTexts.updateCommentFailed}
          rows={2}
          initialContent={comment.content}
          onCancel={stopEditing}
          onSubmit={async (body) => {
            await updateComment({ forumId, commentId: comment.id, ...body }).unwrap();
            toast(forumMessages.commentUpdated);
            stopEditing();
          }}
        />
      ) : (
        <p className="forum-comment__content">{comment.content}</p>
      )}
      {mine && !editing && (
        <AuthorActions
          what="comentário"
          editRef={editButton}
          onEdit={() => setEditing(true)}
          onDelete={() => setConfirming(true)}
        />
      )}
      {!mine && (
        <button
          type="button"
          className="link-button forum-report"
          aria-label={`Denunciar comentário de ${comment.user_name}`}
          onClick={() => onReport({ type: 'comment', id: comment.id })}
        >
          Denunciar
        </button>
      )}
      {confirming && (
        <ConfirmDelete
          title="Excluir comentário"
          question={authorTexts.confirmComment}
          busy={deleteState.isLoading}
          onConfirm={() => void remove()}
          onCancel={() => setConfirming(false)}
        />
      )}
    </li>
  );
}
