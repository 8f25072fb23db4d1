import { describe, expect, it } from '@jest/globals';
import { natsPermissions } from './nats-permissions.js';
import { allRpcContracts } from './services.js';

const permissions = natsPermissions({
  eventsStream: 'EVENTS',
  eventsSubjectPrefix: 'evt',
  pushSubjectPrefix: 'push',
});

describe(natsPermissions.name, () => {
  it('lets the gateway ask every service subject, and answer none', () => {
    const { gateway } = permissions;
    for (const { contract } of allRpcContracts) expect(gateway.publish).toContain(contract.subject);
    expect(gateway.allowResponses).toBe(false);
    expect(gateway.publish.filter((s) => s.startsWith('evt.') || s.startsWith('$JS.'))).toEqual([]);
  });

  it("keeps notification-svc off identity's admin subjects and identity's events", () => {
    const notification = permissions['notification-svc'];
    expect(notification.publish).not.toContain('identity.admin-user.delete');
    expect(notification.publish).not.toContain('evt.user.profile_updated');
    expect(notification.publish).toContain('evt.notification.preferences_changed');
    expect(
      notification.publish.some((s) => s.includes('>') && !s.startsWith('$JS.') && !s.includes('-dead.')),
    ).toBe(false);
  });

  it('lets each service answer its own subjects in its own queue group only', () => {
    expect(permissions['identity-svc'].subscribe).toContain('identity.admin-user.delete identity-svc');
    expect(permissions['identity-svc'].subscribe.filter((s) => s.startsWith('forum.'))).toEqual([]);
    expect(permissions['identity-svc'].allowResponses).toBe(true);
  });

  it('scopes JetStream to its stream, its dead letters and its own durable consumer', () => {
    const forum = permissions['forum-svc'].publish.filter((s) => s.startsWith('$JS.'));
    expect(forum).toEqual(
      expect.arrayContaining([
        '$JS.API.STREAM.INFO.EVENTS',
        '$JS.API.STREAM.INFO.EVENTS_DEAD',
        '$JS.API.CONSUMER.MSG.NEXT.EVENTS.forum-svc',
        '$JS.ACK.EVENTS.forum-svc.>',
      ]),
    );
    expect(forum.filter((s) => /identity-svc|\$JS\.API\.>|\$JS\.ACK\.>/.test(s))).toEqual([]);
    expect(permissions['forum-svc'].publish).toContain('evt-dead.forum-svc.>');
  });

  it('lets forum-svc push forum updates and the gateway hear them', () => {
    expect(permissions['forum-svc'].publish).toEqual(
      expect.arrayContaining(['push.forum.*', 'push.forum-removed']),
    );
    expect(permissions.gateway.subscribe).toEqual(
      expect.arrayContaining(['push.forum.>', 'push.forum-removed']),
    );
  });

  it('gives every user its own inbox only', () => {
    for (const [user, { subscribe }] of Object.entries(permissions))
      expect(subscribe.filter((s) => s.startsWith('_INBOX'))).toEqual([`_INBOX.${user}.>`]);
  });

  it('adds the dev clock only when asked', () => {
    expect(JSON.stringify(permissions)).not.toContain('dev-clock');
    const dev = natsPermissions({
      eventsStream: 'EVENTS',
      eventsSubjectPrefix: 'evt',
      pushSubjectPrefix: 'push',
      devClockNamespace: 'encontro',
    });
    expect(dev.gateway.publish).toContain('encontro.platform.dev-clock.set');
    expect(dev['indication-svc'].subscribe).toContain('encontro.platform.dev-clock.set');
  });
});
