import { usePostCommentsQuery } from './adminApi';
import type { AdminPost } from './adminTypes';
import { ContentListModal } from './ContentListModal';

/** SPEC §2 "post comments" modal: every comment of a post, with edit and delete. */
export function PostCommentsModal({ post, onClose }: { post: AdminPost; onClose: () => void }) {
  const query = usePostCommentsQuery(post.id, { refetchOnMountOrArgChange: true });
  return (
    <ContentListModal
      kind="comment"
      title="Comentários do Post"
      description={post.content}
      query={query}
      items={query.data?.comments ?? []}
      onClose={onClose}
    />
  );
}
