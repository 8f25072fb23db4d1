import { useRef, useState, type Ref } from 'react';
import { forumMessages, type Comment as ForumComment, type Post } from '@encontro/contracts';
import { readApiError } from '../../api/errors';
import { Avatar } from '../../ui/Avatar';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { useToast } from '../../ui/Toast';
import type { ReportTarget } from '../reports/ReportModal';
import { ContentForm } from './ContentForm';
import {
  useCreateCommentMutation,
  useDeleteCommentMutation,
  useDeletePostMutation,
  useLazyGetCommentsQuery,
  useUpdateCommentMutation,
  useUpdatePostMutation,
} from './forumApi';
import { formatDateTime } from './forumFormat';

export const commentsLabel = (n: number) => (n === 1 ? '1 comentário' : `${n} comentários`);

/** What an author sees around their own post or comment (beyond SPEC: issue 12). */
export const authorTexts = {
  confirmPost: 'Tem certeza que deseja excluir esta postagem?',
  confirmComment: 'Tem certeza que deseja excluir este comentário?',
  updatePostFailed: 'Erro ao atualizar post. Tente novamente.',
  updateCommentFailed: 'Erro ao atualizar comentário. Tente novamente.',
  deletePostFailed: 'Erro ao excluir post. Tente novamente.',
  deleteCommentFailed: 'Erro ao excluir comentário. Tente novamente.',
} as const;

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

function AuthorLine({
  name,
  photo,
  isHost,
  date,
}: {
  name: string;
  photo: string | null;
  isHost: boolean;
  date: string;
}) {
  return (
    <div className="forum-author">
      <Avatar photo={photo} size="sm" />
      <div className="forum-author__text">
        <span className="forum-author__name">
          {name}
          {isHost && <span className="host-badge">Anfitrião</span>}
        </span>
        <time className="forum-author__date" dateTime={date}>
          {formatDateTime(date)}
        </time>
      </div>
    </div>
  );
}

/** Editar / Excluir on the author's own post or comment; the names say which item. */
function AuthorActions({
  what,
  onEdit,
  onDelete,
  editRef,
}: {
  what: 'postagem' | 'comentário';
  onEdit: () => void;
  onDelete: () => void;
  editRef: Ref<HTMLButtonElement>;
}) {
  return (
    <span className="forum-author-actions">
      <button
        ref={editRef}
        type="button"
        className="link-button forum-author-actions__button"
        aria-label={`Editar ${what}`}
        onClick={onEdit}
      >
        Editar
      </button>
      <button
        type="button"
        className="link-button forum-author-actions__button forum-author-actions__button--danger"
        aria-label={`Excluir ${what}`}
        onClick={onDelete}
      >
        Excluir
      </button>
    </span>
  );
}

/** Asks before the author deletes (an accessible dialog, not window.confirm). */
function ConfirmDelete({
  title,
  question,
  busy,
  onConfirm,
  onCancel,
}: {
  title: string;
  question: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <Modal
      open
      title={title}
      description={question}
      onClose={busy ? () => undefined : onCancel}
      footer={
        <>
          <Button variant="ghost" onClick={onCancel} disabled={busy}>
            Cancelar
          </Button>
          <Button variant="danger" loading={busy} loadingText="Excluindo..." onClick={onConfirm}>
            Excluir
          </Button>
        </>
      }
    >
      <p className="forum-confirm__note">Esta ação não pode ser desfeita.</p>
    </Modal>
  );
}

/** Shows the server's reason for a failed edit or deletion (a 401 signs out elsewhere). */
function useFailureToast() {
  const toast = useToast();
  return (error: unknown, fallback: string) => {
    const { status, message, errors } = readApiError(error);
    if (status !== 401) toast(errors.general?.[0] ?? message ?? fallback, 'error');
  };
}

function CommentItem({
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
