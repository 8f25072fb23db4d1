import type { AdminComment, AdminForum, AdminPost } from '@encontro/contracts';
import { fullName } from '@encontro/contracts';
import type { Forum } from '../forums/forum.entity.js';
import { meetupOfForum } from '../forums/forums.mapper.js';
import type { ForumCounts } from '../forums/forums.repository.js';
import { photoOf } from '../people/people.mapper.js';
import type { Person } from '../people/person.entity.js';
import type { Comment, Post } from '../posts/post.entity.js';

export function toAdminForumDto(forum: Forum, counts: ForumCounts | undefined, hostName: string): AdminForum {
  const meetup = meetupOfForum(forum);
  return {
    id: forum.id,
    indication_id: forum.id,
    name: meetup.name,
    address: meetup.address,
    city: forum.city,
    state: forum.state,
    week: forum.week,
    position: forum.position,
    host_id: forum.hostId,
    host_name: hostName,
    event_day: meetup.event_day,
    event_time: meetup.event_time,
    photo_url: forum.photos[0] ?? null,
    stats: {
      posts: counts?.posts ?? 0,
      comments: counts?.comments ?? 0,
      confirmed_participants: counts?.participants ?? 0,
    },
    created_at: forum.createdAt.toISOString(),
  };
}

/** What the admin sees of a post or a comment alike: where it was written, by whom, what and when. */
const written = (item: Post | Comment, forum: Forum | undefined, author: Person | undefined) => ({
  forum_id: item.forumId,
  forum_name: forum?.meetup.name ?? '',
  city: forum?.city ?? '',
  user_id: item.userId,
  user_name: fullName(author),
  user_email: author?.email ?? '',
  user_photo: photoOf(author),
  content: item.content,
  created_at: item.createdAt.toISOString(),
  updated_at: item.updatedAt?.toISOString() ?? null,
});

export const toAdminPostDto = (
  post: Post,
  forum: Forum | undefined,
  author: Person | undefined,
  commentsCount: number,
): AdminPost => ({ id: post.id, ...written(post, forum, author), comments_count: commentsCount });

export const toAdminCommentDto = (
  comment: Comment,
  forum: Forum | undefined,
  author: Person | undefined,
): AdminComment => ({ id: comment.id, post_id: comment.postId, ...written(comment, forum, author) });
