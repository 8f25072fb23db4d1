import type { emailNotificationTypes } from '@encontro/contracts';
import { signUnsubscribeToken } from './unsubscribe-token.js';

/** A type whose e-mail is non-transactional: the person may turn it off. */
export type EmailNotificationType = (typeof emailNotificationTypes)[number];

/**
 * What a non-transactional e-mail carries so that it can be turned off: the one-click unsubscribe
 * headers (RFC 2369 List-Unsubscribe, RFC 8058 List-Unsubscribe-Post) pointing at the API, and the
 * web page its visible link opens. Transactional e-mails carry neither.
 */
export type EmailUnsubscribe = {
  headers: { 'List-Unsubscribe': string; 'List-Unsubscribe-Post': string };
  pageUrl: string;
};

/** The unsubscribe headers and link of `userId`'s e-mails of `type`, signed with `secret`. */
export function emailUnsubscribe(
  publicUrl: string,
  secret: string,
  userId: string,
  type: EmailNotificationType,
): EmailUnsubscribe {
  const base = publicUrl.replace(/\/+$/, '');
  const token = encodeURIComponent(signUnsubscribeToken(secret, userId, type));
  return {
    headers: {
      'List-Unsubscribe': `<${base}/api/notifications/email/unsubscribe?token=${token}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
    pageUrl: `${base}/notificacoes/descadastrar?token=${token}`,
  };
}
