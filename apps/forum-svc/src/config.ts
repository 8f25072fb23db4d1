import { integerVar, loadConfig, serviceEnvSchema } from '@encontro/server-config';
import { globalValueModule } from '@encontro/server-runtime';
import { z } from 'zod';

export const forumEnvSchema = serviceEnvSchema({ port: 3003, schema: 'forum' }).extend({
  PUSH_SUBJECT_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+)*$/)
    .default('push')
    .describe('Core NATS prefix of forum pushes: each update goes to <prefix>.forum.<forum id>'),
  FORUM_CONNECTION_TTL_MS: integerVar(1000, 120_000).describe(
    'A polling connection without a poll for this long is forgotten',
  ),
  PUSH_SWEEP_MS: integerVar(20, 1000).describe('How often the push relay looks for updates not yet pushed'),
  FORUM_UPDATES_RETENTION_DAYS: integerVar(1, 7).describe(
    "Days a forum's real-time update is kept once pushed (each forum keeps its latest: the page version)",
  ),
});
export type ForumConfig = z.infer<typeof forumEnvSchema>;
export const FORUM_CONFIG = Symbol('FORUM_CONFIG');

export const loadForumConfig = (env: NodeJS.ProcessEnv = process.env): ForumConfig =>
  loadConfig(forumEnvSchema, env);

/** Makes the parsed configuration injectable everywhere as FORUM_CONFIG. */
export class ForumConfigModule extends globalValueModule<ForumConfig>(FORUM_CONFIG) {}
