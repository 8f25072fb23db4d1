import { useEffect, useId, useState } from 'react';
import { forumLimits, forumMessages } from '@encontro/contracts';
import { Avatar } from '../../ui/Avatar';
import { Button } from '../../ui/Button';
import { LoadError } from '../../ui/LoadError';
import { Modal } from '../../ui/Modal';
import { useToast } from '../../ui/Toast';
import { formatDateTime } from '../support/supportFormat';
import {
  useDeleteCommentMutation,
  useDeletePostMutation,
  useForumQuery,
  usePostCommentsQuery,
  useUpdateCommentMutation,
  useUpdatePostMutation,
} from './adminApi';
import { adminErrorText, CharCount, ConfirmDialog, EmptyState, Loading } from './adminBits';
import { adminTexts, plural } from './adminTexts';
import type { AdminComment, AdminForum, AdminPost } from './adminTypes';

type Editing = { kind: 'post'; item: AdminPost } | { kind: 'comment'; item: AdminComment };

/** SPEC §5 Admin inputs: post ≤300, comment ≤200, never blank. */
export function EditContentModal({ editing, onClose }: { editing: Editing; onClose: () => void }) {
  const toast = useToast();
  const textareaId = useId();
  const errorId = useId();
  const isPost = editing.kind === 'post';
  const max = isPost ? forumLimits.adminPostEdit : forumLimits.adminCommentEdit;
  const [content, setContent] = useState(editing.item.content);
  const [serverError, setServerError] = useState<string | null>(null);
  const [updatePost, postState] = useUpdatePostMutation();
  const [updateComment, commentState] = useUpdateCommentMutation();
  const busy = postState.isLoading || commentState.isLoading;
  const trimmed = content.trim();
  const localError = !trimmed
    ? forumMessages.contentRequired
    : trimmed.length > max
      ? forumMessages.contentTooLong(max)
      : null;
  const shownError = serverError ?? (content !== editing.item.content ? localError : null);

  const save = async () => {
    if (localError || busy) return;
    try {
      const body = { id: editing.item.id, content: trimmed };
      const result = await (isPost ? updatePost(body) : updateComment(body)).unwrap();
      toast(result.message || (isPost ? adminTexts.postUpdated : adminTexts.commentUpdated));
      onClose();
    } catch (error) {
      const { status, text } = adminErrorText(
        error,
        isPost ? adminTexts.updatePostFailed : adminTexts.updateCommentFailed,
      );
      if (status === 401) return;
      if (status === 422) setServerError(text);
      toast(text, 'error');
    }
  };

  return (
    <Modal
      open
      title={isPost ? 'Editar Post' : 'Editar Comentário'}
      onClose={onClose}
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            Cancelar
          </Button>
          <Button
            loading={busy}
            loadingText="Salvando..."
            disabled={Boolean(localError)}
            onClick={() => void save()}
          >
            Salvar
          </Button>
        </>
      }
    >
      <form
        className="form"
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <div className={shownError ? 'field field--invalid' : 'field'}>
          <div className="field__label-row">
            <label htmlFor={textareaId} className="field__label">
              Conteúdo
            </label>
          </div>
          <textarea
            id={textareaId}
            className="input admin-textarea"
            value={content}
            aria-invalid={shownError ? true : undefined}
            aria-describedby={`${errorId} ${textareaId}-count`}
            onChange={(e) => {
              setContent(e.target.value);
              setServerError(null);
            }}
          />
          <p id={`${textareaId}-count`} className="field__hint">
            <CharCount length={content.length} max={max} />
          </p>
          <p id={errorId} className="field__error" role={shownError ? 'alert' : undefined}>
            {shownError}
          </p>
        </div>
      </form>
    </Modal>
  );
}

function Author({
  name,
  email,
  photo,
  date,
}: {
  name: string;
  email: string;
  photo: string | null;
  date: string;
}) {
  return (
    <div className="admin-author">
      <Avatar photo={photo} name={name} size="sm" />
      <div>
        <p className="admin-author__name">{name}</p>
        <p className="admin-author__meta muted">
          {email} · {formatDateTime(date)}
        </p>
      </div>
    </div>
  );
}

/** Edit and delete, with the confirmation, for one post or comment. */
function useContentActions() {
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

/** SPEC §2 "post comments" modal: every comment of a post, with edit and delete. */
export function PostCommentsModal({ post, onClose }: { post: AdminPost; onClose: () => void }) {
  const toast = useToast();
  const { data, isLoading, isFetching, isError, refetch } = usePostCommentsQuery(post.id, {
    refetchOnMountOrArgChange: true,
  });
  useEffect(() => {
    if (isError) toast(adminTexts.commentsLoadFailed, 'error');
  }, [isError, toast]);
  const actions = useContentActions();
  const comments = data?.comments ?? [];
  return (
    <>
      <Modal
        open
        title="Comentários do Post"
        description={post.content}
        onClose={onClose}
        footer={
          <Button variant="secondary" onClick={onClose}>
            Fechar
          </Button>
        }
      >
        {isLoading ? (
          <Loading label="Carregando comentários..." />
        ) : isError ? (
          <LoadError
            message={adminTexts.commentsLoadFailed}
            retrying={isFetching}
            onRetry={() => void refetch()}
          />
        ) : comments.length === 0 ? (
          <EmptyState title="Este post ainda não tem comentários." />
        ) : (
          <ul className="admin-items" aria-label="Comentários">
            {comments.map((comment) => (
              <li key={comment.id} className="admin-item">
                <Author
                  name={comment.user_name}
                  email={comment.user_email}
                  photo={comment.user_photo}
                  date={comment.created_at}
                />
                <p className="admin-item__content">{comment.content}</p>
                <div className="admin-actions">
                  <Button
                    variant="ghost"
                    aria-label={`Editar comentário de ${comment.user_name}`}
                    onClick={() => actions.setEditing({ kind: 'comment', item: comment })}
                  >
                    Editar
                  </Button>
                  <Button
                    variant="danger"
                    aria-label={`Excluir comentário de ${comment.user_name}`}
                    onClick={() => actions.setDeleting({ kind: 'comment', item: comment })}
                  >
                    Excluir
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </Modal>
      {actions.dialogs}
    </>
  );
}

/** SPEC §2 "forum posts" modal: the forum's posts with edit, delete and their comments. */
export function ForumPostsModal({ forum, onClose }: { forum: AdminForum; onClose: () => void }) {
  const toast = useToast();
  const { data, isLoading, isFetching, isError, refetch } = useForumQuery(forum.id, {
    refetchOnMountOrArgChange: true,
  });
  useEffect(() => {
    if (isError) toast(adminTexts.postsLoadFailed, 'error');
  }, [isError, toast]);
  const actions = useContentActions();
  const [commentsOf, setCommentsOf] = useState<AdminPost | null>(null);
  const posts = data?.data ?? [];
  return (
    <>
      <Modal
        open
        title={`Posts do Fórum: ${forum.name}`}
        onClose={onClose}
        footer={
          <Button variant="secondary" onClick={onClose}>
            Fechar
          </Button>
        }
      >
        {isLoading ? (
          <Loading label="Carregando posts..." />
        ) : isError ? (
          <LoadError
            message={adminTexts.postsLoadFailed}
            retrying={isFetching}
            onRetry={() => void refetch()}
          />
        ) : posts.length === 0 ? (
          <EmptyState title="Este fórum ainda não tem posts." />
        ) : (
          <ul className="admin-items" aria-label="Posts">
            {posts.map((post) => (
              <li key={post.id} className="admin-item">
                <Author
                  name={post.user_name}
                  email={post.user_email}
                  photo={post.user_photo}
                  date={post.created_at}
                />
                <p className="admin-item__content">{post.content}</p>
                <div className="admin-actions">
                  <Button variant="ghost" onClick={() => setCommentsOf(post)}>
                    Ver Comentários ({post.comments_count})
                  </Button>
                  <Button
                    variant="ghost"
                    aria-label={`Editar post de ${post.user_name}`}
                    onClick={() => actions.setEditing({ kind: 'post', item: post })}
                  >
                    Editar
                  </Button>
                  <Button
                    variant="danger"
                    aria-label={`Excluir post de ${post.user_name}`}
                    onClick={() => actions.setDeleting({ kind: 'post', item: post })}
                  >
                    Excluir
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
        <p className="muted admin-items__total">{plural(posts.length, 'post', 'posts')}</p>
      </Modal>
      {commentsOf && <PostCommentsModal post={commentsOf} onClose={() => setCommentsOf(null)} />}
      {actions.dialogs}
    </>
  );
}
