import { z } from 'zod';

// LGPD export: what forum-svc holds of one person.

export const forumUserDataSchema = z.object({
  service: z.literal('forum-svc'),
  data: z.object({
    posts: z.array(
      z.object({ id: z.string(), forum_id: z.string(), content: z.string(), created_at: z.string() }),
    ),
    comments: z.array(
      z.object({ id: z.string(), post_id: z.string(), content: z.string(), created_at: z.string() }),
    ),
    memories: z.array(
      z.object({
        id: z.string(),
        forum_id: z.string(),
        photo_url: z.string(),
        description: z.string(),
        created_at: z.string(),
      }),
    ),
    participations: z.array(
      z.object({ forum_id: z.string(), forum_name: z.string(), week: z.string(), confirmed_at: z.string() }),
    ),
    checkins: z.array(
      z.object({ forum_id: z.string(), forum_name: z.string(), week: z.string(), checked_in_at: z.string() }),
    ),
  }),
});
export type ForumUserData = z.infer<typeof forumUserDataSchema>;
