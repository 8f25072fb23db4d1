import type { Comment as ForumComment } from '@encontro/contracts';
import type { ReportTarget } from '../reports/ReportModal';
import { AuthorLine } from './AuthorLine';
import { ConfirmDelete } from './ConfirmDelete';
import { ContentActions } from './ContentActions';
import { EditableContent } from './EditableContent';
import { useDeleteCommentMutation, useUpdateCommentMutation } from './forumApi';
import { useAuthorControls } from './useAuthorControls';

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
  const [updateComment] = useUpdateCommentMutation();
  const [deleteComment, deleteState] = useDeleteCommentMutation();
  const controls = useAuthorControls('comment', {
    remove: () => deleteComment({ forumId, postId: comment.post_id, commentId: comment.id }).unwrap(),
    onDeleted,
  });

  return (
    <li className="forum-comment">
      <AuthorLine
        name={comment.user_name}
        photo={comment.user_photo}
        isHost={comment.user_id === hostId}
        date={comment.created_at}
      />
      <EditableContent
        controls={controls}
        content={comment.content}
        className="forum-comment__content"
        rows={2}
        onSave={(body) => updateComment({ forumId, commentId: comment.id, ...body }).unwrap()}
      />
      <ContentActions
        controls={controls}
        author={comment.user_name}
        mine={comment.user_id === myId}
        onReport={() => onReport({ type: 'comment', id: comment.id })}
      />
      <ConfirmDelete controls={controls} busy={deleteState.isLoading} />
    </li>
  );
}
