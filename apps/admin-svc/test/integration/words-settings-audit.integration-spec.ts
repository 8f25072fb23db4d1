import { beforeAll, describe, expect, it } from '@jest/globals';
import { Test } from '@nestjs/testing';
import {
  INTEGRITY_AUDIT_TARGET,
  SYSTEM_ACTOR_ID,
  auditPageSchema,
  censoredWordsChangedSchema,
  integrityAuditActions,
  moderationRpc,
  settingsSavedSchema,
} from '@encontro/contracts';
import { expectRefusal, waitFor } from '@encontro/testing';
import { randomUUID } from 'node:crypto';
import { AuditHandlers } from '../../src/audit/audit.handlers.js';
import type { NewAuditEntry } from '../../src/audit/audit.repository.js';
import { AuditService } from '../../src/audit/audit.service.js';
import { CensoredWordsHandlers } from '../../src/censored-words/censored-words.handlers.js';
import { SettingsHandlers } from '../../src/settings/settings.handlers.js';
import { asSent } from '../support/rpc-request.js';
import { adminSuite } from '../support/suite.js';

const { addCensoredWords, listAudit } = moderationRpc;

describe('admin-svc censored words, settings and the audit log', () => {
  const t = adminSuite('admin_words');
  let words: CensoredWordsHandlers;
  let settings: SettingsHandlers;
  let audit: AuditHandlers;
  const adminId = randomUUID();

  beforeAll(() => {
    words = t.get(CensoredWordsHandlers);
    settings = t.get(SettingsHandlers);
    audit = t.get(AuditHandlers);
  });

  const auditCount = async () => (await t.auditEntries()).length;

  describe('censored words', () => {
    it('adds a word, announces the whole list in the same transaction and audits it once', async () => {
      const before = await auditCount();
      const answer = censoredWordsChangedSchema.parse(
        await words.addCensoredWords(
          asSent(addCensoredWords, { actor_id: adminId, body: { words: '  Bobo ' } }),
        ),
      );
      expect(answer).toEqual({
        message: 'Palavra adicionada com sucesso!',
        words: [{ word_id: expect.any(Number), word: 'Bobo' }],
        added: [{ word_id: answer.words[0]!.word_id, word: 'Bobo' }],
      });
      expect((await t.outbox('moderation.censored_words_changed')).map((e) => e.words)).toEqual([['Bobo']]);
      expect(await auditCount()).toBe(before + 1);
    });

    it('adds several (list or comma-separated), skipping the ones already listed without case or accents', async () => {
      const answer = await words.addCensoredWords({
        actor_id: adminId,
        body: { words: ['BÔBO', 'chato, idiot*', 'chato'] },
      });
      expect(answer.message).toBe('Palavras adicionadas com sucesso!');
      expect(answer.added!.map((w) => w.word)).toEqual(['chato', 'idiot*']);
      expect(answer.words.map((w) => w.word)).toEqual(['Bobo', 'chato', 'idiot*']);
      const events = await t.outbox('moderation.censored_words_changed');
      expect(events.at(-1)!.words).toEqual(['Bobo', 'chato', 'idiot*']);
      await expect(words.listCensoredWords({})).resolves.toEqual({ words: answer.words });
    });

    it.each([
      ['a blank word', { words: '   ' }, 'A palavra é obrigatória'],
      ['no words at all', {}, 'A palavra é obrigatória'],
      ['an empty list', { words: [] }, 'A palavra é obrigatória'],
      ['a word over 50 characters', { words: 'x'.repeat(51) }, 'A palavra deve ter no máximo 50 caracteres'],
      ['only wildcards', { words: '**' }, 'A palavra deve conter pelo menos uma letra ou número'],
    ])('refuses %s with a pt-BR message and changes nothing', async (_what, body, message) => {
      const events = (await t.outbox('moderation.censored_words_changed')).length;
      const entries = await auditCount();
      // Malformed on purpose: the handler's @Rpc wrapper refuses it.
      await expect(words.addCensoredWords({ actor_id: adminId, body: body as never })).rejects.toMatchObject({
        reason: 'VALIDATION_FAILED',
        message,
      });
      expect((await t.outbox('moderation.censored_words_changed')).length).toBe(events);
      expect(await auditCount()).toBe(entries);
    });

    it('answers 409 when every word is already listed, and writes nothing', async () => {
      const events = (await t.outbox('moderation.censored_words_changed')).length;
      await expectRefusal(
        words.addCensoredWords(asSent(addCensoredWords, { actor_id: adminId, body: { words: 'bobo' } })),
        'WORD_ALREADY_LISTED',
        'Esta palavra já está na lista.',
      );
      expect((await t.outbox('moderation.censored_words_changed')).length).toBe(events);
    });

    it('removes a word, announcing the list without it; an unknown id is 404', async () => {
      const { words: current } = await words.listCensoredWords({});
      const chato = current.find((w) => w.word === 'chato')!;
      const entries = await auditCount();
      await expect(
        words.removeCensoredWord({ actor_id: adminId, word_id: String(chato.word_id) }),
      ).resolves.toEqual({
        message: 'Palavra removida com sucesso!',
        words: current.filter((w) => w.word !== 'chato'),
      });
      expect((await t.outbox('moderation.censored_words_changed')).at(-1)!.words).toEqual(['Bobo', 'idiot*']);
      expect(await auditCount()).toBe(entries + 1);
      await expectRefusal(
        words.removeCensoredWord({ actor_id: adminId, word_id: String(chato.word_id) }),
        'WORD_NOT_FOUND',
        'Palavra não encontrada.',
      );
      await expect(words.removeCensoredWord({ actor_id: adminId, word_id: 'abc' })).rejects.toMatchObject({
        reason: 'WORD_NOT_FOUND',
      });
    });
  });

  describe('settings', () => {
    it('starts with the defaults, announced once even when a second replica starts', async () => {
      await expect(settings.getSettings({})).resolves.toEqual({
        platform_name: 'Encontro',
        contact_email: 'contato@encontro.app',
        auto_censor: true,
        approval_required: true,
        integrity_auto_hold: true,
        updated_at: null,
      });
      const replica = await Test.createTestingModule({ imports: t.env.imports }).compile();
      await replica.init();
      await replica.close();
      expect(await t.outbox('platform.settings_changed')).toEqual([
        {
          platform_name: 'Encontro',
          contact_email: 'contato@encontro.app',
          auto_censor: true,
          approval_required: true,
          integrity_auto_hold: true,
          at: expect.any(String),
        },
      ]);
    });

    it('saves new settings, announces them and audits before/after', async () => {
      t.clock.set(new Date('2026-11-18T15:00:00Z'));
      const saved = settingsSavedSchema.parse(
        await settings.updateSettings({
          actor_id: adminId,
          body: {
            platform_name: ' Encontro SP ',
            contact_email: 'oi@encontro.app',
            auto_censor: false,
            approval_required: false,
            integrity_auto_hold: false,
          },
        }),
      );
      expect(saved).toEqual({
        message: 'Configurações salvas com sucesso!',
        settings: {
          platform_name: 'Encontro SP',
          contact_email: 'oi@encontro.app',
          auto_censor: false,
          approval_required: false,
          integrity_auto_hold: false,
          updated_at: expect.stringMatching(/^2026-11-18T15:00:0/),
        },
      });
      await expect(settings.getSettings({})).resolves.toEqual(saved.settings);
      expect((await t.outbox('platform.settings_changed')).at(-1)).toEqual({
        platform_name: 'Encontro SP',
        contact_email: 'oi@encontro.app',
        auto_censor: false,
        approval_required: false,
        integrity_auto_hold: false,
        at: expect.stringMatching(/^2026-11-18T15:00:0/),
      });
      const page = auditPageSchema.parse(
        await audit.listAudit(asSent(listAudit, { query: { action: 'settings.update' } })),
      );
      expect(page.data).toHaveLength(1);
      expect(page.data[0]).toMatchObject({
        actor_id: adminId,
        target_type: 'settings',
        before: {
          platform_name: 'Encontro',
          auto_censor: true,
          approval_required: true,
          integrity_auto_hold: true,
        },
        after: {
          platform_name: 'Encontro SP',
          auto_censor: false,
          approval_required: false,
          integrity_auto_hold: false,
        },
        at: expect.stringMatching(/^2026-11-18T15:00:0/),
        source: 'admin-svc',
      });
    });

    it.each([
      ['a blank name', { platform_name: ' ' }, 'platform_name', 'O nome da plataforma é obrigatório'],
      [
        'a long name',
        { platform_name: 'n'.repeat(101) },
        'platform_name',
        'O nome da plataforma deve ter no máximo 100 caracteres',
      ],
      ['no e-mail', { contact_email: '' }, 'contact_email', 'O e-mail de contato é obrigatório'],
      ['a bad e-mail', { contact_email: 'contato' }, 'contact_email', 'E-mail inválido'],
      ['a missing flag', { auto_censor: undefined }, 'auto_censor', 'Informe verdadeiro ou falso'],
      [
        'no automatic hold flag',
        { integrity_auto_hold: undefined },
        'integrity_auto_hold',
        'Informe verdadeiro ou falso',
      ],
    ])('refuses %s and changes nothing', async (_what, change, field, message) => {
      const events = (await t.outbox('platform.settings_changed')).length;
      const current = await settings.getSettings({});
      const body = {
        platform_name: 'X',
        contact_email: 'x@example.com',
        auto_censor: true,
        approval_required: true,
        integrity_auto_hold: true,
        ...change,
      };
      // Malformed on purpose: the handler's @Rpc wrapper refuses it.
      await expect(settings.updateSettings({ actor_id: adminId, body: body as never })).rejects.toMatchObject(
        {
          reason: 'VALIDATION_FAILED',
          errors: { [field]: [message] },
        },
      );
      await expect(settings.getSettings({})).resolves.toEqual(current);
      expect((await t.outbox('platform.settings_changed')).length).toBe(events);
    });
  });

  describe('audit log', () => {
    /** admin-svc's own record of a delete-content, as the report's action writes it, in a transaction of its own. */
    const recordDeleteContent = (
      entry: Pick<NewAuditEntry, 'targetType' | 'targetId' | 'before' | 'after'> &
        Partial<Pick<NewAuditEntry, 'id' | 'at'>>,
    ) =>
      t.env.db.orm.em.fork().transactional((tx) =>
        t.get(AuditService).record(tx, {
          id: randomUUID(),
          actorId: adminId,
          action: 'report.delete_content',
          at: new Date(),
          ...entry,
        }),
      );
    /** forum-svc's own record of an admin deleting a comment, as its admin.action_performed carries it. */
    const commentDeleted = (targetId: string) => ({
      action_id: randomUUID(),
      actor_id: adminId,
      action: 'comment.delete',
      target_type: 'comment',
      target_id: targetId,
      before: null,
      after: null,
      at: new Date().toISOString(),
    });
    /** The actions the audit log holds about an item, in alphabetical order. */
    const actionsOn = async (targetId: string) =>
      (
        await t.sql<{ action: string }>(
          `select action from ${t.table('audit_log')} where target_id = ? order by action`,
          [targetId],
        )
      ).map((r) => r.action);

    it("keeps other services' admin.action_performed once per action id, even when redelivered", async () => {
      const actor = await t.person({ name: 'Admin', surname: 'Chefe', is_admin: true });
      const actionId = randomUUID();
      const event = {
        action_id: actionId,
        actor_id: actor.user_id,
        action: 'user.block',
        target_type: 'user',
        target_id: randomUUID(),
        before: { blocked: false },
        after: { blocked: true },
        at: '2026-11-18T16:00:00.000Z',
      };
      await t.applied(await t.publish('admin.action_performed', event));
      // The same action again (a relay re-publishing it under another event id).
      await t.applied(await t.publish('admin.action_performed', { ...event, after: { blocked: 'x' } }));
      const page = await audit.listAudit(asSent(listAudit, { query: { action: 'user.' } }));
      expect(page.data).toEqual([
        {
          audit_id: actionId,
          actor_id: actor.user_id,
          actor_name: 'Admin Chefe',
          action: 'user.block',
          target_type: 'user',
          target_id: event.target_id,
          before: { blocked: false },
          after: { blocked: true },
          at: '2026-11-18T16:00:00.000Z',
          source: 'identity-svc',
        },
      ]);
    });

    it("lists indication-svc's automatic hold of a vote cluster as the system's", async () => {
      const event = {
        action_id: randomUUID(),
        actor_id: SYSTEM_ACTOR_ID,
        action: integrityAuditActions.autoHold,
        target_type: INTEGRITY_AUDIT_TARGET,
        target_id: randomUUID(),
        before: { status: 'open' },
        after: { status: 'quarantined', held_votes: 8 },
        at: '2026-11-27T02:00:00.000Z',
      };
      await t.applied(await t.publish('admin.action_performed', event));
      const page = await audit.listAudit(asSent(listAudit, { query: { action: 'integrity.' } }));
      expect(page.data).toEqual([
        {
          audit_id: event.action_id,
          actor_id: SYSTEM_ACTOR_ID,
          actor_name: 'Sistema',
          action: 'integrity.auto_hold',
          target_type: 'integrity_cluster',
          target_id: event.target_id,
          before: { status: 'open' },
          after: { status: 'quarantined', held_votes: 8 },
          at: '2026-11-27T02:00:00.000Z',
          source: 'indication-svc',
        },
      ]);
    });

    it("lets admin-svc's own entry win over an event with the same id, in either order", async () => {
      const first = randomUUID();
      await t.applied(
        await t.publish('admin.action_performed', {
          action_id: first,
          actor_id: adminId,
          action: 'post.delete',
          target_type: 'post',
          target_id: 'p1',
          before: null,
          after: null,
          at: '2026-11-18T17:00:00.000Z',
        }),
      );
      await recordDeleteContent({
        id: first,
        targetType: 'post',
        targetId: 'p1',
        before: { report_id: 'r1' },
        after: { deleted: true },
        at: new Date('2026-11-18T17:00:00.000Z'),
      });
      const rows = await t.sql<{ action: string; source: string }>(
        `select action, source from ${t.table('audit_log')} where id = ?`,
        [first],
      );
      expect(rows).toEqual([{ action: 'report.delete_content', source: 'admin-svc' }]);
    });

    it("keeps one entry for a delete-content even when the owning service's event has its own id", async () => {
      const record = (id: string, targetId: string) =>
        recordDeleteContent({ id, targetType: 'comment', targetId, before: null, after: { deleted: true } });
      // admin-svc first, the owner's event afterwards: the event adds nothing.
      await record(randomUUID(), 'c-after');
      await t.applied(await t.publish('admin.action_performed', commentDeleted('c-after')));
      expect(await actionsOn('c-after')).toEqual(['report.delete_content']);
      // The owner's event first: admin-svc's entry takes its place.
      await t.applied(await t.publish('admin.action_performed', commentDeleted('c-before')));
      expect(await actionsOn('c-before')).toEqual(['comment.delete']);
      await record(randomUUID(), 'c-before');
      expect(await actionsOn('c-before')).toEqual(['report.delete_content']);
      // A plain admin deletion (not through a report) is its own entry.
      await t.applied(await t.publish('admin.action_performed', commentDeleted('c-plain')));
      expect(await actionsOn('c-plain')).toEqual(['comment.delete']);
    });

    it('keeps an earlier deletion when a later delete-content finds the item already gone, in either order', async () => {
      const goneClick = (targetId: string) =>
        recordDeleteContent({
          targetType: 'comment',
          targetId,
          before: null,
          after: { deleted: true, already_gone: true },
        });
      // The earlier deletion's event is in first: the click on the gone item does not erase it.
      await t.applied(await t.publish('admin.action_performed', commentDeleted('g-first')));
      await goneClick('g-first');
      expect(await actionsOn('g-first')).toEqual(['comment.delete', 'report.delete_content']);
      // The click is recorded first: the earlier deletion's late event is still kept.
      await goneClick('g-late');
      await t.applied(await t.publish('admin.action_performed', commentDeleted('g-late')));
      expect(await actionsOn('g-late')).toEqual(['comment.delete', 'report.delete_content']);
    });

    it('lists newest first with filters by actor and action, paginated', async () => {
      const all = await audit.listAudit(asSent(listAudit, { query: { per_page: '100' } }));
      expect(all.meta.total).toBe(all.data.length);
      const times = all.data.map((e) => e.at);
      expect([...times].sort().reverse()).toEqual(times);
      const mine = await audit.listAudit(
        asSent(listAudit, { query: { actor: adminId, per_page: '2', page: '1' } }),
      );
      const mineTotal = all.data.filter((e) => e.actor_id === adminId).length;
      expect(mine.meta).toMatchObject({ total: mineTotal, per_page: 2, last_page: Math.ceil(mineTotal / 2) });
      expect(mine.data.every((e) => e.actor_id === adminId)).toBe(true);
      const added = await audit.listAudit(asSent(listAudit, { query: { action: 'censored_word.add' } }));
      expect(added.data.map((e) => e.action)).toEqual(['censored_word.add', 'censored_word.add']);
      // Not an admin's id: refused by the handler's @Rpc wrapper.
      await expect(audit.listAudit({ query: { actor: 'x' } as never })).rejects.toMatchObject({
        reason: 'VALIDATION_FAILED',
      });
      await waitFor(async () => (await t.auditEntries()).length === all.meta.total);
    });
  });
});
