import type { AdminComment, AdminForum, AdminPost } from '@encontro/contracts';
import type { Forum } from '../forums/forum.entity.js';
import type { ForumCounts } from '../forums/forums.repository.js';
import { fullName, photoOf } from '../people/people.mapper.js';
import type { Person } from '../people/person.entity.js';
import type { Comment, Post } from '../posts/post.entity.js';

export const toAdminForumDto = (
  forum: Forum,
  counts: ForumCounts | undefined,
  hostName: string,
): AdminForum => ({
  id: forum.id,
  indication_id: forum.id,
  name: forum.name,
  address: forum.address,
  city: forum.city,
  state: forum.state,
  week: forum.week,
  position: forum.position,
  host_id: forum.hostId,
  host_name: hostName,
  event_day: forum.eventDay,
  event_time: forum.eventTime,
  photo_url: forum.photos[0] ?? null,
  stats: {
    posts: counts?.posts ?? 0,
    comments: counts?.comments ?? 0,
    confirmed_participants: counts?.participants ?? 1,
  },
  created_at: forum.createdAt.toISOString(),
});

export const toAdminPostDto = (
  post: Post,
  forum: Forum | undefined,
  author: Person | undefined,
  commentsCount: number,
): AdminPost => ({
  id: post.id,
  forum_id: post.forumId,
  forum_name: forum?.name ?? '',
  city: forum?.city ?? '',
  user_id: post.userId,
  user_name: fullName(author),
  user_email: author?.email ?? '',
  user_photo: photoOf(author),
  content: post.content,
  created_at: post.createdAt.toISOString(),
  updated_at: post.updatedAt?.toISOString() ?? null,
  comments_count: commentsCount,
});

export const toAdminCommentDto = (
  comment: Comment,
  forum: Forum | undefined,
  author: Person | undefined,
): AdminComment => ({
  id: comment.id,
  post_id: comment.postId,
  forum_id: comment.forumId,
  forum_name: forum?.name ?? '',
  city: forum?.city ?? '',
  user_id: comment.userId,
  user_name: fullName(author),
  user_email: author?.email ?? '',
  user_photo: photoOf(author),
  content: comment.content,
  created_at: comment.createdAt.toISOString(),
  updated_at: comment.updatedAt?.toISOString() ?? null,
});
