import { useState } from 'react';
import type { Post } from '@encontro/contracts';
import { Button } from '../../ui/Button';
import type { ReportTarget } from '../reports/ReportModal';
import { AuthorLine } from './AuthorLine';
import { CommentItem } from './CommentItem';
import { ConfirmDelete } from './ConfirmDelete';
import { ContentActions } from './ContentActions';
import { ContentForm } from './ContentForm';
import { EditableContent } from './EditableContent';
import {
  useCreateCommentMutation,
  useDeletePostMutation,
  useLazyGetCommentsQuery,
  useUpdatePostMutation,
} from './forumApi';
import { commentsLabel } from './forumFormat';
import { useAuthorControls } from './useAuthorControls';

type PostItemProps = {
  forumId: string;
  post: Post;
  hostId: string;
  myId: string;
  /** Confirmed non-hosts comment (SPEC §6). */
  canComment: boolean;
  onReport: (target: ReportTarget) => void;
  /** After the author deleted this post: where focus goes, now that the post is gone. */
  onDeleted?: () => void;
};

/**
 * A post with its comment counter toggling the comments, a report button and the comment form; its
 * author may edit it inline or delete it, and edit or delete their own comments, while the forum is open.
 */
export function PostItem({ forumId, post, hostId, myId, canComment, onReport, onDeleted }: PostItemProps) {
  const [open, setOpen] = useState(false);
  const [loadComments] = useLazyGetCommentsQuery();
  const [createComment] = useCreateCommentMutation();
  const [updatePost] = useUpdatePostMutation();
  const [deletePost, deleteState] = useDeletePostMutation();
  const controls = useAuthorControls('post', {
    remove: () => deletePost({ forumId, postId: post.id }).unwrap(),
    onDeleted,
  });
  const titleId = `post-${post.id}`;
  const commentsId = `post-${post.id}-comments`;
  const toggleId = `post-${post.id}-toggle`;

  const toggle = () => {
    const next = !open;
    setOpen(next);
    // The forum lists every comment; ask for them only if some are missing.
    if (next && post.comments.length < post.comments_count)
      void loadComments({ forumId, postId: post.id }, true);
  };

  return (
    <article className="card forum-post" aria-labelledby={titleId}>
      <header className="forum-post__header">
        <h3 id={titleId} className="visually-hidden">
          Postagem de {post.user_name}
        </h3>
        <AuthorLine
          name={post.user_name}
          photo={post.user_photo}
          isHost={post.user_id === hostId}
          date={post.created_at}
        />
      </header>
      <EditableContent
        controls={controls}
        content={post.content}
        className="forum-post__content"
        onSave={(body) => updatePost({ forumId, postId: post.id, ...body }).unwrap()}
      />
      <footer className="forum-post__footer">
        <Button
          id={toggleId}
          variant="ghost"
          aria-expanded={open}
          aria-controls={commentsId}
          onClick={toggle}
        >
          {commentsLabel(post.comments_count)}
        </Button>
        <ContentActions
          controls={controls}
          author={post.user_name}
          mine={post.user_id === myId}
          onReport={() => onReport({ type: 'post', id: post.id })}
        />
      </footer>
      <section id={commentsId} className="forum-comments" hidden={!open} aria-label="Comentários">
        {post.comments.length > 0 ? (
          <ul className="forum-comments__list">
            {post.comments.map((comment) => (
              <CommentItem
                key={comment.id}
                forumId={forumId}
                comment={comment}
                hostId={hostId}
                myId={myId}
                onReport={onReport}
                onDeleted={() => setTimeout(() => document.getElementById(toggleId)?.focus())}
              />
            ))}
          </ul>
        ) : (
          <p className="forum-comments__empty">Nenhum comentário ainda.</p>
        )}
        {canComment && (
          <ContentForm
            label="Seu comentário"
            submitLabel="Comentar"
            busyLabel="Enviando..."
            failure="Erro ao enviar comentário. Tente novamente."
            rows={2}
            onSubmit={(body) => createComment({ forumId, postId: post.id, ...body }).unwrap()}
          />
        )}
      </section>
      <ConfirmDelete controls={controls} busy={deleteState.isLoading} />
    </article>
  );
}
