import { Inject, Injectable } from '@nestjs/common';
import {
  type AdminIndication,
  type ForumContentSnapshot,
  type ReportType,
  adminIndicationSchema,
  forumContentSnapshotSchema,
  forumSubjects,
  indicationSubjects,
} from '@encontro/contracts';
import { DomainError, ServiceCallError, ServiceClient } from '@encontro/server-messaging';
import { z } from 'zod';
import { type TakenSnapshot, forumSnapshot, indicationSnapshot } from './report-snapshot.js';
import { contentNotFound } from './reports.errors.js';

const uuid = z.string().uuid();

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
  constructor(@Inject(ServiceClient) private readonly services: ServiceClient) {}

  /** The item as it is now; NOT_FOUND when it does not exist. */
  async snapshot(type: ReportType, targetId: string, askedBy: string): Promise<TakenSnapshot> {
    if (!uuid.safeParse(targetId).success) throw contentNotFound();
    try {
      if (type === 'indication') {
        const reply = await this.services.send<{ indication: AdminIndication }>(indicationSubjects.adminGet, {
          admin_id: askedBy,
          indication_id: targetId,
        });
        return indicationSnapshot(adminIndicationSchema.parse(reply.indication));
      }
      const reply = await this.services.send<ForumContentSnapshot>(forumSubjects.contentSnapshot, {
        type,
        id: targetId,
      });
      return forumSnapshot(forumContentSnapshotSchema.parse(reply));
    } catch (error) {
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
          ? await this.services.send<unknown>(indicationSubjects.adminRemove, {
              ...common,
              indication_id: targetId,
            })
          : type === 'post'
            ? await this.services.send<unknown>(forumSubjects.adminDeletePost, {
                ...common,
                post_id: targetId,
              })
            : await this.services.send<unknown>(forumSubjects.adminDeleteComment, {
                ...common,
                comment_id: targetId,
              });
      return { deleted: true, photoKeys: photoKeysOf(reply) };
    } catch (error) {
      if (error instanceof ServiceCallError && error.error.code === 'NOT_FOUND')
        return { deleted: false, photoKeys: [] };
      throw this.translate(error);
    }
  }

  private translate(error: unknown): Error {
    if (error instanceof ServiceCallError) {
      const { code } = error.error;
      if (code === 'NOT_FOUND' || code === 'VALIDATION_FAILED') return contentNotFound();
      return new DomainError(code, error.error.message);
    }
    return error instanceof Error ? error : new Error(String(error));
  }
}
