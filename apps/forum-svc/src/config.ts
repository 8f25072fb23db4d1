import { type DynamicModule, Module } from '@nestjs/common';
import { baseEnvSchema, databaseEnvSchema, loadConfig } from '@encontro/server-config';
import { z } from 'zod';

export const forumEnvSchema = baseEnvSchema.extend(databaseEnvSchema.shape).extend({
  HTTP_PORT: z.coerce.number().int().min(1).max(65535).default(3003),
  DATABASE_SCHEMA: z
    .string()
    .regex(/^[a-z_][a-z0-9_]*$/)
    .default('forum'),
});
export type ForumConfig = z.infer<typeof forumEnvSchema>;
export const FORUM_CONFIG = Symbol('FORUM_CONFIG');

export const loadForumConfig = (env: NodeJS.ProcessEnv = process.env): ForumConfig =>
  loadConfig(forumEnvSchema, env);

/** Makes the parsed configuration injectable everywhere as FORUM_CONFIG. */
@Module({})
export class ForumConfigModule {
  static forRoot(config: ForumConfig): DynamicModule {
    return {
      module: ForumConfigModule,
      global: true,
      providers: [{ provide: FORUM_CONFIG, useValue: config }],
      exports: [FORUM_CONFIG],
    };
  }
}
