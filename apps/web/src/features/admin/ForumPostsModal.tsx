import { useEffect, useState } from 'react';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { Modal } from '../../ui/Modal';
import { PagedList } from '../../ui/PagedList';
import { useToast } from '../../ui/Toast';
import { useForumQuery } from './adminApi';
import { adminTexts, plural } from './adminTexts';
import type { AdminForum, AdminPost } from './adminTypes';
import { ContentAuthor } from './ContentAuthor';
import { PostCommentsModal } from './PostCommentsModal';
import { useContentActions } from './useContentActions';

/** SPEC §2 "forum posts" modal: the forum's posts with edit, delete and their comments. */
export function ForumPostsModal({ forum, onClose }: { forum: AdminForum; onClose: () => void }) {
  const toast = useToast();
  const query = useForumQuery(forum.id, {
    refetchOnMountOrArgChange: true,
  });
  const { data, isError } = query;
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
        <PagedList
          query={query}
          loadingLabel="Carregando posts..."
          errorMessage={adminTexts.postsLoadFailed}
          items={posts}
          empty={<EmptyState title="Este fórum ainda não tem posts." />}
        >
          {(shown) => (
            <ul className="admin-items" aria-label="Posts">
              {shown.map((post) => (
                <li key={post.id} className="admin-item">
                  <ContentAuthor
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
        </PagedList>
        <p className="muted admin-items__total">{plural(posts.length, 'post', 'posts')}</p>
      </Modal>
      {commentsOf && <PostCommentsModal post={commentsOf} onClose={() => setCommentsOf(null)} />}
      {actions.dialogs}
    </>
  );
}
