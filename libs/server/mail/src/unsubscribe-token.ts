import { createHmac, timingSafeEqual } from 'node:crypto';
import { type NotificationType, notificationTypes } from '@encontro/contracts';

/**
 * The token of a non-transactional e-mail's one-click unsubscribe link (RFC 8058): whose e-mail and
 * which type, signed with the secret the sending service and notification-svc share
 * (EMAIL_UNSUBSCRIBE_SECRET). It does not expire: an old e-mail's link keeps working.
 */
export function signUnsubscribeToken(secret: string, userId: string, type: NotificationType): string {
  const claim = `${userId}.${type}`;
  return `${Buffer.from(claim).toString('base64url')}.${mac(secret, claim)}`;
}

/** The person and type a token names, or null when it was not signed with `secret` or is malformed. */
export function verifyUnsubscribeToken(
  secret: string,
  token: string,
): { userId: string; type: NotificationType } | null {
  const [encoded, signature, ...rest] = token.split('.');
  if (!encoded || !signature || rest.length > 0) return null;
  const claim = Buffer.from(encoded, 'base64url').toString();
  const expected = Buffer.from(mac(secret, claim));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const [userId, type] = [claim.slice(0, claim.indexOf('.')), claim.slice(claim.indexOf('.') + 1)];
  const known = notificationTypes.find((name) => name === type);
  return known ? { userId, type: known } : null;
}

const mac = (secret: string, claim: string) => createHmac('sha256', secret).update(claim).digest('base64url');
