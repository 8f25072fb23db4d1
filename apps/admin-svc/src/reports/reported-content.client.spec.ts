import { describe, expect, it } from '@jest/globals';
import {
  type RpcContract,
  forumMessages,
  forumRpc,
  genericMessages,
  identityRpc,
  indicationRpc,
  moderationMessages as m,
} from '@encontro/contracts';
import { ServiceCallError, ServiceClient } from '@encontro/server-messaging';
import { expectRefusal, serviceUnderTest } from '@encontro/testing/unit';
import { adminIndicationFactory, forumContentFactory, userFactory } from '../../test/support/factories.js';
import { ReportedContentClient } from './reported-content.client.js';

const refusal = (reason: ServiceCallError['error']['reason'], message = 'recusado') =>
  new ServiceCallError({ reason, message });

/** The one answer to content the reporter may not see or that is gone: as if it never existed. */
const expectContentNotFound = (work: Promise<unknown>) =>
  expectRefusal(work, 'CONTENT_NOT_FOUND', m.contentNotFound);

describe(ReportedContentClient.name, () => {
  const t = serviceUnderTest(ReportedContentClient, () => ({ services: ServiceClient }));
  const reporter = userFactory();
  const command = {
    actorId: userFactory({ is_admin: true }).user_id,
    actionId: 'a0000000-0000-4000-8000-00000000000a',
    reportId: 'b0000000-0000-4000-8000-00000000000b',
  };

  /** What each service answers, by subject; a subject not listed fails the test. */
  const answers = (replies: Record<string, unknown>) =>
    t.services.call.mockImplementation(((contract: RpcContract) => {
      if (!(contract.subject in replies)) throw new Error(`unexpected call to ${contract.subject}`);
      const reply = replies[contract.subject];
      return reply instanceof Error ? Promise.reject(reply) : Promise.resolve(reply);
    }) as never);

  const indicationSeenBy = (user = reporter, indication = adminIndicationFactory()) =>
    answers({
      [indicationRpc.adminGet.subject]: { indication },
      [identityRpc.me.subject]: { user },
    });

  describe('snapshot', () => {
    it('answers CONTENT_NOT_FOUND for an id that is not a UUID without asking anyone', async () => {
      await expectContentNotFound(t.sut.snapshot('post', 'not-a-uuid', reporter.user_id));
      expect(t.services.call).not.toHaveBeenCalled();
    });

    it('copies an approved indication of the reporter’s city, reading the city from identity-svc', async () => {
      const indication = adminIndicationFactory();
      indicationSeenBy(reporter, indication);

      const taken = await t.sut.snapshot('indication', indication.indication_id, reporter.user_id);

      expect(t.services.call).toHaveBeenCalledWith(indicationRpc.adminGet, {
        admin_id: reporter.user_id,
        indication_id: indication.indication_id,
      });
      expect(t.services.call).toHaveBeenCalledWith(identityRpc.me, { user_id: reporter.user_id });
      expect(taken).toEqual({
        snapshot: {
          id: indication.indication_id,
          name: indication.name,
          address: indication.address,
          reference: indication.reference,
          phone: null,
          website: null,
          event_day: indication.event_day,
          event_time: indication.event_time,
          attractives: indication.attractives,
          city: 'São Paulo',
          state: 'SP',
          host: indication.host_name,
          photos: indication.photos,
          author: { id: indication.host_id, name: indication.host_name, email: 'carla@example.com' },
        },
        city: 'São Paulo',
        state: 'SP',
      });
    });

    it('lets a person report their own indication while it still waits for approval', async () => {
      const own = adminIndicationFactory({ host_id: reporter.user_id, status: 'pending' });
      indicationSeenBy(reporter, own);

      await expect(t.sut.snapshot('indication', own.indication_id, reporter.user_id)).resolves.toMatchObject({
        snapshot: { id: own.indication_id },
      });
    });

    it.each(['pending', 'rejected'] as const)(
      'answers CONTENT_NOT_FOUND for someone else’s %s indication, as if it did not exist',
      async (status) => {
        const indication = adminIndicationFactory({ status });
        indicationSeenBy(reporter, indication);

        await expectContentNotFound(t.sut.snapshot('indication', indication.indication_id, reporter.user_id));
      },
    );

    it('answers CONTENT_NOT_FOUND for an approved indication of another city', async () => {
      const carioca = adminIndicationFactory({ city: 'Rio de Janeiro', city_id: '3304557', state: 'RJ' });
      indicationSeenBy(reporter, carioca);

      await expectContentNotFound(t.sut.snapshot('indication', carioca.indication_id, reporter.user_id));
    });

    it('keeps at most three photos of an indication, and an empty e-mail for a host without one', async () => {
      const indication = adminIndicationFactory({
        photos: ['a.webp', 'b.webp', 'c.webp', 'd.webp', 'e.webp'],
        host_email: null,
      });
      indicationSeenBy(reporter, indication);

      const { snapshot } = await t.sut.snapshot('indication', indication.indication_id, reporter.user_id);

      expect(snapshot).toMatchObject({
        photos: ['a.webp', 'b.webp', 'c.webp'],
        author: { id: indication.host_id, email: '' },
      });
    });

    it('copies a post of a forum forum-svc lets the reporter read', async () => {
      const post = forumContentFactory();
      answers({ [forumRpc.contentSnapshot.subject]: post, [forumRpc.access.subject]: {} });

      const taken = await t.sut.snapshot('post', post.id, reporter.user_id);

      expect(t.services.call).toHaveBeenCalledWith(forumRpc.contentSnapshot, { type: 'post', id: post.id });
      expect(t.services.call).toHaveBeenCalledWith(forumRpc.access, {
        user_id: reporter.user_id,
        forum_id: post.forum_id,
      });
      expect(taken).toEqual({
        snapshot: {
          id: post.id,
          content: post.content,
          created_at: post.created_at,
          forum_id: post.forum_id,
          forum_name: post.forum_name,
          city: 'São Paulo',
          state: 'SP',
          author: post.author,
        },
        city: 'São Paulo',
        state: 'SP',
      });
    });

    it('copies a comment with the post it belongs to', async () => {
      const postId = forumContentFactory().id;
      const comment = forumContentFactory({ type: 'comment', post_id: postId });
      answers({ [forumRpc.contentSnapshot.subject]: comment, [forumRpc.access.subject]: {} });

      const { snapshot } = await t.sut.snapshot('comment', comment.id, reporter.user_id);

      expect(snapshot).toMatchObject({ id: comment.id, post_id: postId });
    });

    it.each([
      ['FORUM_OTHER_CITY', forumMessages.otherCity],
      ['FORUM_CLOSED', forumMessages.forumClosed],
    ] as const)(
      'answers CONTENT_NOT_FOUND for a post in a forum the reporter may not read (forum-svc answers %s)',
      async (reason, message) => {
        const post = forumContentFactory();
        answers({
          [forumRpc.contentSnapshot.subject]: post,
          [forumRpc.access.subject]: refusal(reason, message),
        });

        await expectContentNotFound(t.sut.snapshot('post', post.id, reporter.user_id));
      },
    );

    it.each(['POST_NOT_FOUND', 'VALIDATION_FAILED'] as const)(
      'answers its own CONTENT_NOT_FOUND when the owning service answers %s',
      async (reason) => {
        answers({ [forumRpc.contentSnapshot.subject]: refusal(reason, 'Post não encontrado.') });

        await expectContentNotFound(t.sut.snapshot('post', forumContentFactory().id, reporter.user_id));
      },
    );

    it('answers CONTENT_NOT_FOUND for a comment forum-svc no longer has', async () => {
      answers({
        [forumRpc.contentSnapshot.subject]: refusal('COMMENT_NOT_FOUND', 'Comentário não encontrado.'),
      });

      await expectContentNotFound(
        t.sut.snapshot('comment', forumContentFactory({ type: 'comment' }).id, reporter.user_id),
      );
    });

    it('answers CONTENT_NOT_FOUND for a post whose forum forum-svc no longer has', async () => {
      answers({
        [forumRpc.contentSnapshot.subject]: forumContentFactory(),
        [forumRpc.access.subject]: refusal('FORUM_NOT_FOUND', 'Fórum não encontrado.'),
      });

      await expectContentNotFound(t.sut.snapshot('post', forumContentFactory().id, reporter.user_id));
    });

    it.each([
      ['indication-svc', 'INDICATION_NOT_FOUND', 'Indicação não encontrada.'],
      ['identity-svc', 'USER_NOT_FOUND', 'Usuário não encontrado.'],
    ] as const)(
      'answers CONTENT_NOT_FOUND for an indication when %s answers %s',
      async (service, reason, message) => {
        answers({
          [indicationRpc.adminGet.subject]:
            service === 'indication-svc'
              ? refusal(reason, message)
              : { indication: adminIndicationFactory() },
          [identityRpc.me.subject]:
            service === 'identity-svc' ? refusal(reason, message) : { user: reporter },
        });

        await expectContentNotFound(
          t.sut.snapshot('indication', adminIndicationFactory().indication_id, reporter.user_id),
        );
      },
    );

    it('passes on an owning service that does not answer', async () => {
      answers({
        [indicationRpc.adminGet.subject]: refusal('SERVICE_UNAVAILABLE', genericMessages.unavailable),
        [identityRpc.me.subject]: { user: reporter },
      });

      await expectRefusal(
        t.sut.snapshot('indication', adminIndicationFactory().indication_id, reporter.user_id),
        'SERVICE_UNAVAILABLE',
        genericMessages.unavailable,
      );
    });
  });

  describe('delete', () => {
    /** What every deletion tells the owning service: who acts, under which action id, for which report. */
    const asked = {
      actor_id: command.actorId,
      action_id: command.actionId,
      via_report_id: command.reportId,
    };

    it('removes an indication in indication-svc under the given action id and hands back its photo keys', async () => {
      const id = adminIndicationFactory().indication_id;
      answers({
        [indicationRpc.adminRemove.subject]: {
          message: 'ok',
          indication_id: id,
          photo_keys: ['indications/x/1.webp', 'indications/x/2.webp'],
        },
      });

      const deletion = await t.sut.delete('indication', id, command);

      expect(t.services.call).toHaveBeenCalledWith(indicationRpc.adminRemove, {
        ...asked,
        indication_id: id,
      });
      expect(deletion).toEqual({
        deleted: true,
        photoKeys: ['indications/x/1.webp', 'indications/x/2.webp'],
      });
    });

    it('deletes a post in forum-svc, with no photos to remove', async () => {
      const id = forumContentFactory().id;
      answers({ [forumRpc.adminDeletePost.subject]: { message: 'ok' } });

      const deletion = await t.sut.delete('post', id, command);

      expect(t.services.call).toHaveBeenCalledWith(forumRpc.adminDeletePost, { ...asked, post_id: id });
      expect(deletion).toEqual({ deleted: true, photoKeys: [] });
    });

    it('deletes a comment in forum-svc', async () => {
      const id = forumContentFactory({ type: 'comment' }).id;
      answers({ [forumRpc.adminDeleteComment.subject]: { message: 'ok' } });

      await expect(t.sut.delete('comment', id, command)).resolves.toEqual({ deleted: true, photoKeys: [] });
      expect(t.services.call).toHaveBeenCalledWith(forumRpc.adminDeleteComment, { ...asked, comment_id: id });
    });

    it.each([
      ['indication', indicationRpc.adminRemove.subject, 'INDICATION_NOT_FOUND', 'Indicação não encontrada.'],
      ['post', forumRpc.adminDeletePost.subject, 'POST_NOT_FOUND', 'Post não encontrado.'],
      ['comment', forumRpc.adminDeleteComment.subject, 'COMMENT_NOT_FOUND', 'Comentário não encontrado.'],
    ] as const)(
      'takes a %s the owning service no longer has as already gone, not as an error',
      async (type, subject, reason, message) => {
        answers({ [subject]: refusal(reason, message) });

        await expect(t.sut.delete(type, forumContentFactory().id, command)).resolves.toEqual({
          deleted: false,
          photoKeys: [],
        });
      },
    );

    it('passes on any other refusal of the owning service with its reason', async () => {
      answers({
        [indicationRpc.adminRemove.subject]: refusal('SERVICE_UNAVAILABLE', genericMessages.unavailable),
      });

      await expectRefusal(
        t.sut.delete('indication', adminIndicationFactory().indication_id, command),
        'SERVICE_UNAVAILABLE',
        genericMessages.unavailable,
      );
    });
  });
});
