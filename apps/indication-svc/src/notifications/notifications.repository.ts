import { Injectable } from '@nestjs/common';
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { MailMessage } from '@encontro/server-mail';
import { randomUUID } from 'node:crypto';
import { Notification } from './notification.entity.js';

export type QueuedMail = MailMessage & { kind: string };

/** E-mails waiting to be sent. */
@Injectable()
export class NotificationsRepository {
  /** Stages an e-mail in the caller's unit of work: it exists only if the change that caused it commits. */
  queue(em: EntityManager, mail: QueuedMail, now: Date): Notification {
    return em.create(Notification, {
      id: randomUUID(),
      kind: mail.kind,
      toEmail: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      createdAt: now,
      sentAt: null,
      attempts: 0,
      lastError: null,
    });
  }

  /** Claims unsent e-mails until the transaction ends; other replicas skip them. */
  claimUnsent(em: EntityManager, limit: number): Promise<Notification[]> {
    return em.find(
      Notification,
      { sentAt: null, attempts: { $lt: 10 } },
      { orderBy: { createdAt: 'asc' }, limit, lockMode: LockMode.PESSIMISTIC_PARTIAL_WRITE },
    );
  }
}
