import { suiteApp } from '@encontro/testing';
import type { ServiceError } from '@encontro/contracts';
import { DomainError } from '@encontro/server-messaging';
import { type ForumTestApp, createForumTestApp } from './forum-test-app.js';

/**
 * forum-svc for one integration suite: started before its first test on resources named after
 * `prefix` (with `env` over the test configuration), closed after its last. The object is filled in
 * by that `beforeAll`, so the suite reads it in its tests and hooks, not while it is being declared.
 */
export const forumSuite = (prefix: string, env: Record<string, string> = {}): ForumTestApp =>
  suiteApp(() => createForumTestApp(prefix, env));

/** The error a handler threw, as it would travel back over NATS. */
export async function failure(call: Promise<unknown>): Promise<ServiceError> {
  try {
    await call;
  } catch (error) {
    if (error instanceof DomainError) return error.toServiceError();
    throw error;
  }
  throw new Error('expected the call to fail');
}
