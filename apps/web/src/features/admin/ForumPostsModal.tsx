import { useState } from 'react';
import { Button } from '../../ui/Button';
import { useForumQuery } from './adminApi';
import { plural } from './adminTexts';
import type { AdminForum, AdminPost } from './adminTypes';
import { ContentListModal } from './ContentListModal';
import { PostCommentsModal } from './PostCommentsModal';

/** SPEC §2 "forum posts" modal: the forum's posts with edit, delete and their comments. */
export function ForumPostsModal({ forum, onClose }: { forum: AdminForum; onClose: () => void }) {
  const query = useForumQuery(forum.id, { refetchOnMountOrArgChange: true });
  const [commentsOf, setCommentsOf] = useState<AdminPost | null>(null);
  const posts = query.data?.data ?? [];
  return (
    <ContentListModal
      kind="post"
      title={`Posts do Fórum: ${forum.name}`}
      query={query}
      items={posts}
      onClose={onClose}
      itemActions={(post) => (
        <Button variant="ghost" onClick={() => setCommentsOf(post)}>
          Ver Comentários ({post.comments_count})
        </Button>
      )}
      footnote={plural(posts.length, 'post', 'posts')}
    >
      {commentsOf && <PostCommentsModal post={commentsOf} onClose={() => setCommentsOf(null)} />}
    </ContentListModal>
  );
}
