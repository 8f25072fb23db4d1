import { useEffect } from 'react';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { Modal } from '../../ui/Modal';
import { PagedList } from '../../ui/PagedList';
import { useToast } from '../../ui/Toast';
import { usePostCommentsQuery } from './adminApi';
import { adminTexts } from './adminTexts';
import type { AdminPost } from './adminTypes';
import { ContentAuthor } from './ContentAuthor';
import { useContentActions } from './useContentActions';

/** SPEC §2 "post comments" modal: every comment of a post, with edit and delete. */
export function PostCommentsModal({ post, onClose }: { post: AdminPost; onClose: () => void }) {
  const toast = useToast();
  const query = usePostCommentsQuery(post.id, {
    refetchOnMountOrArgChange: true,
  });
  const { data, isError } = query;
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
        <PagedList
          query={query}
          loadingLabel="Carregando comentários..."
          errorMessage={adminTexts.commentsLoadFailed}
          items={comments}
          empty={<EmptyState title="Este post ainda não tem comentários." />}
        >
          {(shown) => (
            <ul className="admin-items" aria-label="Comentários">
              {shown.map((comment) => (
                <li key={comment.id} className="admin-item">
                  <ContentAuthor
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
        </PagedList>
      </Modal>
      {actions.dialogs}
    </>
  );
}
