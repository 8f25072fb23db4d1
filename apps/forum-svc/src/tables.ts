import { Inject, Injectable, Module } from '@nestjs/common';
import { DATABASE_SCHEMA, qualified } from '@encontro/server-database';

/** Schema-qualified table names for the repositories' raw SQL (the ORM qualifies its own queries). */
@Injectable()
export class Tables {
  readonly forums: string;
  readonly people: string;
  readonly participants: string;
  readonly posts: string;
  readonly comments: string;
  readonly updates: string;
  readonly connections: string;
  readonly memories: string;
  readonly moderationSettings: string;
  readonly forumRemovals: string;
  readonly readGeneration: string;

  constructor(@Inject(DATABASE_SCHEMA) schema: string) {
    this.forums = qualified(schema, 'forums');
    this.people = qualified(schema, 'people');
    this.participants = qualified(schema, 'participants');
    this.posts = qualified(schema, 'posts');
    this.comments = qualified(schema, 'comments');
    this.updates = qualified(schema, 'updates');
    this.connections = qualified(schema, 'connections');
    this.memories = qualified(schema, 'memories');
    this.moderationSettings = qualified(schema, 'moderation_settings');
    this.forumRemovals = qualified(schema, 'forum_removals');
    this.readGeneration = qualified(schema, 'read_generation');
  }
}

/** Every module with a repository that writes raw SQL imports it. */
@Module({ providers: [Tables], exports: [Tables] })
export class TablesModule {}
