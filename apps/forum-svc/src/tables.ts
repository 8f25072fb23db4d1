import { Module } from '@nestjs/common';
import { schemaTables } from '@encontro/server-database';

/** Schema-qualified table names for the repositories' raw SQL (the ORM qualifies its own queries). */
export class Tables extends schemaTables({
  forums: 'forums',
  people: 'people',
  participants: 'participants',
  checkins: 'checkins',
  posts: 'posts',
  comments: 'comments',
  updates: 'updates',
  connections: 'connections',
  memories: 'memories',
  moderationSettings: 'moderation_settings',
  forumRemovals: 'forum_removals',
  readGeneration: 'read_generation',
}) {}

/** Every module with a repository that writes raw SQL imports it. */
@Module({ providers: [Tables], exports: [Tables] })
export class TablesModule {}
