import { useRef, useState } from 'react';
import { forumMessages, type Post } from '@encontro/contracts';
import { Button } from '../../ui/Button';
import { useToast } from '../../ui/Toast';
import type { ReportTarget } from '../reports/ReportModal';
import { AuthorActions } from './AuthorActions';
import { AuthorLine } from './AuthorLine';
import { authorTexts } from './authorTexts';
import { CommentItem } from './CommentItem';
import { ConfirmDelete } from './ConfirmDelete';
import { ContentForm } from './ContentForm';
import {
  useCreateCommentMutation,
  useDeletePostMutation,
  useLazyGetCommentsQuery,
  useUpdatePostMutation,
} from './forumApi';
import { useFailureToast } from './useFailureToast';

export { authorTexts } from './authorTexts';

export const commentsLabel = (n: number) => (n === 1 ? '1 comentário' : `${n} comentários`);

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
  const toast = useToast();
  const failed = useFailureToast();
  const [open, setOpen] = useState(false);
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [loadComments] = useLazyGetCommentsQuery();
  const [createComment] = useCreateCommentMutation();
  const [updatePost] = useUpdatePostMutation();
  const [deletePost, deleteState] = useDeletePostMutation();
  const editButton = useRef<HTMLButtonElement>(null);
  const titleId = `post-${post.id}`;
  const commentsId = `post-${post.id}-comments`;
  const toggleId = `post-${post.id}-toggle`;
  const mine = post.user_id === myId;

  const toggle = () => {
    const next = !open;
    setOpen(next);
    // The forum lists every comment; ask for them only if some are missing.
    if (next && post.comments.length < post.comments_count)
      void loadComments({ forumId, postId: post.id }, true);
  };
  const stopEditing = () => {
    setEditing(false);
    setTimeout(() => editButton.current?.focus());
  };
  const remove = async () => {
    try {
      await deletePost({ forumId, postId: post.id }).unwrap();
      setConfirming(false);
      toast(forumMessages.postDeleted);
      onDeleted?.();
    } catch (error) {
      setConfirming(false);
      failed(error, authorTexts.deletePostFailed);
    }
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
      {editing ? (
        <ContentForm
          label="Editar postagem"
          submitLabel="Salvar"
          busyLabel="Salvando..."
          failure={authorTexts.updatePostFailed}
          initialContent={post.content}
          onCancel={stopEditing}
          onSubmit={async (body) => {
            await updatePost({ forumId, postId: post.id, ...body }).unwrap();
            toast(forumMessages.postUpdated);
            stopEditing();
          }}
        />
      ) : (
        <p className="forum-post__content">{post.content}</p>
      )}
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
        {mine && !editing && (
          <AuthorActions
            what="postagem"
            editRef={editButton}
            onEdit={() => setEditing(true)}
            onDelete={() => setConfirming(true)}
          />
        )}
        {!mine && (
          <button
            type="button"
            className="link-button forum-report"
            aria-label={`Denunciar postagem de ${post.user_name}`}
            onClick={() => onReport({ type: 'post', id: post.id })}
          >
            Denunciar
          </button>
        )}
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
      {confirming && (
        <ConfirmDelete
          title="Excluir postagem"
          question={authorTexts.confirmPost}
          busy={deleteState.isLoading}
          onConfirm={() => void remove()}
          onCancel={() => setConfirming(false)}
        />
      )}
    </article>
  );
}
