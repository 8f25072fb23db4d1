import { useState } from 'react';
import type { Comment as ForumComment, Post } from '@encontro/contracts';
import { Avatar } from '../../ui/Avatar';
import { Button } from '../../ui/Button';
import type { ReportTarget } from '../reports/ReportModal';
import { ContentForm } from './ContentForm';
import { useCreateCommentMutation, useLazyGetCommentsQuery } from './forumApi';
import { formatDateTime } from './forumFormat';

export const commentsLabel = (n: number) => (n === 1 ? '1 comentário' : `${n} comentários`);

type PostItemProps = {
  forumId: string;
  post: Post;
  hostId: string;
  myId: string;
  /** Confirmed non-hosts comment (SPEC §6). */
  canComment: boolean;
  onReport: (target: ReportTarget) => void;
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

function CommentItem({
  comment,
  hostId,
  myId,
  onReport,
}: {
  comment: ForumComment;
  hostId: string;
  myId: string;
  onReport: (target: ReportTarget) => void;
}) {
  return (
    <li className="forum-comment">
      <AuthorLine
        name={comment.user_name}
        photo={comment.user_photo}
        isHost={comment.user_id === hostId}
        date={comment.created_at}
      />
      <p className="forum-comment__content">{comment.content}</p>
      {comment.user_id !== myId && (
        <button
          type="button"
          className="link-button forum-report"
          aria-label={`Denunciar comentário de ${comment.user_name}`}
          onClick={() => onReport({ type: 'comment', id: comment.id })}
        >
          Denunciar
        </button>
      )}
    </li>
  );
}

/** A post with its comment counter toggling the comments, a report button and the comment form. */
export function PostItem({ forumId, post, hostId, myId, canComment, onReport }: PostItemProps) {
  const [open, setOpen] = useState(false);
  const [loadComments] = useLazyGetCommentsQuery();
  const [createComment] = useCreateCommentMutation();
  const titleId = `post-${post.id}`;
  const commentsId = `post-${post.id}-comments`;

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
      <p className="forum-post__content">{post.content}</p>
      <footer className="forum-post__footer">
        <Button variant="ghost" aria-expanded={open} aria-controls={commentsId} onClick={toggle}>
          {commentsLabel(post.comments_count)}
        </Button>
        {post.user_id !== myId && (
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
                comment={comment}
                hostId={hostId}
                myId={myId}
                onReport={onReport}
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
    </article>
  );
}
