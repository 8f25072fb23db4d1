import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: what the e-mailed link carries. */
export const newAccountToken = (): string => randomBytes(32).toString('base64url');

/** What the database keeps of a token. */
export const hashAccountToken = (token: string): string =>
  createHash('sha256').update(token, 'utf8').digest('hex');

/** Unused and not yet expired at `now`. */
export const isUsable = (token: { usedAt?: Date | null; expiresAt: Date }, now: Date): boolean =>
  token.usedAt == null && token.expiresAt.getTime() > now.getTime();
