import { Injectable } from '@nestjs/common';
import {
  type AdminIndication,
  type ErrorReason,
  type ReportType,
  type User,
  adminIndicationSchema,
  forumContentSnapshotSchema,
  forumRpc,
  identityRpc,
  indicationRpc,
} from '@encontro/contracts';
import { DomainError, ServiceCallError, ServiceClient } from '@encontro/server-messaging';
import { z } from 'zod';
import { type TakenSnapshot, forumSnapshot, indicationSnapshot } from './report-snapshot.js';
import { contentNotFound } from './reports.errors.js';

const uuid = z.string().uuid();

/** The owning services' answers for an item that is not there. */
const missingItems = new Set<ErrorReason>([
  'INDICATION_NOT_FOUND',
  'FORUM_NOT_FOUND',
  'POST_NOT_FOUND',
  'COMMENT_NOT_FOUND',
]);
/** forum-svc's refusals to let the reporter read a forum: to the reporter, the content is not there. */
const forumAccessRefusals = new Set<ErrorReason>(['FORUM_OTHER_CITY', 'FORUM_CLOSED']);

/** What a person sees of the indications (the Home, their own list): their own, and approved ones of their city. */
const canSeeIndication = (indication: AdminIndication, reporter: Pick<User, 'user_id' | 'city_id'>) =>
  indication.host_id === reporter.user_id ||
  (indication.status === 'active' && indication.city_id === reporter.city_id);

export type Deletion = {
  /** false when the owning service no longer had the item (already deleted elsewhere). */
  deleted: boolean;
  /** Storage keys of an indication's photos, for the gateway to delete. */
  photoKeys: string[];
};

const photoKeysOf = (reply: unknown): string[] => {
  const keys = (reply as { photo_keys?: unknown } | null)?.photo_keys;
  return Array.isArray(keys) ? keys.filter((k): k is string => typeof k === 'string') : [];
};

/**
 * The reported items live in other services: indications in indication-svc, posts and comments in
 * forum-svc. This asks them, over NATS, for a snapshot of an item and to delete it.
 */
@Injectable()
export class ReportedContentClient {
  constructor(private readonly services: ServiceClient) {}

  /**
   * The item as it is now, as the reporter may see it; CONTENT_NOT_FOUND when it does not exist or when
   * the reporter cannot see it (the same answer, so a report reveals nothing): an indication must
   * be theirs or approved in their own city (identity-svc says which city that is), a post or
   * comment must be in a forum forum-svc lets them read.
   */
  async snapshot(type: ReportType, targetId: string, reporterId: string): Promise<TakenSnapshot> {
    if (!uuid.safeParse(targetId).success) throw contentNotFound();
    try {
      if (type === 'indication') {
        const [reply, reporter] = await Promise.all([
          this.services.call(indicationRpc.adminGet, {
            admin_id: reporterId,
            indication_id: targetId,
          }),
          this.services.call(identityRpc.me, { user_id: reporterId }),
        ]);
        const indication = adminIndicationSchema.parse(reply.indication);
        if (!canSeeIndication(indication, reporter.user)) throw contentNotFound();
        return indicationSnapshot(indication);
      }
      const reply = await this.services.call(forumRpc.contentSnapshot, {
        type,
        id: targetId,
      });
      const content = forumContentSnapshotSchema.parse(reply);
      // forum-svc's own read rule (city and open window): a refusal reads as content not found.
      await this.services.call(forumRpc.access, { user_id: reporterId, forum_id: content.forum_id });
      return forumSnapshot(content);
    } catch (error) {
      if (error instanceof ServiceCallError && forumAccessRefusals.has(error.error.reason))
        throw contentNotFound();
      throw this.translate(error);
    }
  }

  /**
   * Deletes the item in its owning service, which records the action under `actionId` (so the
   * audit log keeps one entry for it). An item that is already gone is not an error here.
   */
  async delete(
    type: ReportType,
    targetId: string,
    command: { actorId: string; actionId: string; reportId: string },
  ): Promise<Deletion> {
    const common = {
      actor_id: command.actorId,
      action_id: command.actionId,
      via_report_id: command.reportId,
    };
    try {
      const reply =
        type === 'indication'
          ? await this.services.call(indicationRpc.adminRemove, {
              ...common,
              indication_id: targetId,
            })
          : type === 'post'
            ? await this.services.call(forumRpc.adminDeletePost, {
                ...common,
                post_id: targetId,
              })
            : await this.services.call(forumRpc.adminDeleteComment, {
                ...common,
                comment_id: targetId,
              });
      return { deleted: true, photoKeys: photoKeysOf(reply) };
    } catch (error) {
      if (error instanceof ServiceCallError && missingItems.has(error.error.reason))
        return { deleted: false, photoKeys: [] };
      throw this.translate(error);
    }
  }

  private translate(error: unknown): Error {
    if (error instanceof ServiceCallError) {
      const { reason } = error.error;
      if (missingItems.has(reason) || reason === 'USER_NOT_FOUND' || reason === 'VALIDATION_FAILED')
        return contentNotFound();
      return new DomainError(reason, error.error.message);
    }
    return error instanceof Error ? error : new Error(String(error));
  }
}
