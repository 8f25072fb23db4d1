import { describe, expect, it } from '@jest/globals';
import { identityRpc, indicationRpc, moderationRpc, supportRpc } from '@encontro/contracts';
import jwt from 'jsonwebtoken';
import { randomUUID } from 'node:crypto';
import { CallerTokens, callerAllows, callerContext, callerRuleOf, serviceCaller } from './caller-context.js';

const SECRET = 'a-caller-context-secret-of-at-least-32-chars';
const subject = identityRpc.adminDeleteUser.subject;
const admin = { sub: randomUUID(), admin: true };
const person = { sub: randomUUID(), admin: false };

describe(CallerTokens.name, () => {
  const tokens = new CallerTokens(SECRET, 'gateway');

  it('gives back the caller it signed, for the subject it was signed for', () => {
    expect(tokens.verify(tokens.sign(admin, subject), subject)).toEqual(admin);
  });

  it('refuses a token made for another subject', () => {
    expect(tokens.verify(tokens.sign(admin, identityRpc.adminListUsers.subject), subject)).toBeNull();
  });

  it('refuses a token signed with another secret', () => {
    const forged = new CallerTokens('another-secret-that-is-32-chars-long!!', 'gateway').sign(admin, subject);
    expect(tokens.verify(forged, subject)).toBeNull();
  });

  it('refuses an expired token', () => {
    const expired = jwt.sign(
      { admin: true, sub: admin.sub, aud: subject, exp: Math.floor(Date.now() / 1000) - 60 },
      SECRET,
    );
    expect(tokens.verify(expired, subject)).toBeNull();
  });

  it('refuses an unsigned token and junk', () => {
    const none = jwt.sign({ admin: true, sub: admin.sub, aud: subject }, '', { algorithm: 'none' });
    expect(tokens.verify(none, subject)).toBeNull();
    expect(tokens.verify('not.a.token', subject)).toBeNull();
    expect(tokens.verify(undefined, subject)).toBeNull();
    expect(tokens.verify(42, subject)).toBeNull();
  });

  it('lives one minute', () => {
    const claims = jwt.decode(tokens.sign(admin, subject)) as { iat: number; exp: number; iss: string };
    expect(claims.exp - claims.iat).toBe(60);
    expect(claims.iss).toBe('gateway');
  });
});

describe(callerAllows.name, () => {
  it('lets an administrator act in their own name on an admin subject', () => {
    expect(callerAllows('admin', admin, { actor_id: admin.sub, user_id: person.sub })).toBe(true);
    expect(callerAllows('admin', admin, { admin_id: admin.sub })).toBe(true);
    expect(callerAllows('admin', admin, { query: {} })).toBe(true);
  });

  it('refuses a person who is not an administrator', () => {
    expect(callerAllows('admin', person, { actor_id: person.sub })).toBe(false);
  });

  it("refuses an administrator acting in another administrator's name", () => {
    expect(callerAllows('admin', admin, { actor_id: randomUUID() })).toBe(false);
    expect(callerAllows('admin', admin, { admin_id: randomUUID() })).toBe(false);
  });

  it('lets a service act for the platform on an admin subject', () => {
    expect(callerAllows('admin', serviceCaller('admin-svc'), { admin_id: randomUUID() })).toBe(true);
  });

  it("lets a person reach their own data only, and no service anyone's", () => {
    expect(callerAllows('user', person, { user_id: person.sub })).toBe(true);
    expect(callerAllows('user', admin, { user_id: person.sub })).toBe(false);
    expect(callerAllows('user', serviceCaller('admin-svc'), { user_id: person.sub })).toBe(false);
    expect(callerAllows('user', person, null)).toBe(false);
  });
});

describe('callerRuleOf', () => {
  it('reads the rule each contract declares', () => {
    expect(callerRuleOf(identityRpc.adminDeleteUser.subject)).toBe('admin');
    expect(callerRuleOf(indicationRpc.approve.subject)).toBe('admin');
    expect(callerRuleOf(moderationRpc.statistics.subject)).toBe('admin');
    expect(callerRuleOf(supportRpc.exportUserData.subject)).toBe('user');
    expect(callerRuleOf(identityRpc.deleteOwnAccount.subject)).toBe('user');
    expect(callerRuleOf(identityRpc.login.subject)).toBeUndefined();
  });
});

describe('callerContext', () => {
  it('keeps the caller across awaits inside run, a guest as null', async () => {
    const seen = await callerContext.run(admin, async () => {
      await new Promise((r) => setTimeout(r, 5));
      return callerContext.get();
    });
    expect(seen).toEqual(admin);
    expect(callerContext.run(null, () => callerContext.get())).toBeNull();
    expect(callerContext.get()).toBeUndefined();
  });
});
