import { describe, expect, it } from '@jest/globals';
import { forumCommands } from './forum.commands.js';
import { memoryFormSchema } from './forum.last-encounter.schemas.js';
import {
  forumConnectionSchema,
  forumUpdateSchema,
  forumUpdatesQuerySchema,
  isForumCursor,
} from './forum.live.schemas.js';
import { forumMessages } from './forum.messages.js';
import {
  adminCommentEditSchema,
  adminPostEditSchema,
  forumCommentEditSchema,
  forumPostEditSchema,
  forumPostSchema,
} from './forum.posts.schemas.js';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? [];

describe('forum schemas', () => {
  it('trims content and refuses it blank or over 500 with the pt-BR texts', () => {
    expect(forumPostSchema.parse({ content: '  Oi  ' })).toEqual({ content: 'Oi' });
    expect(messages(forumPostSchema.safeParse({ content: '   ' }))).toEqual(['O conteúdo é obrigatório']);
    expect(messages(forumPostSchema.safeParse({}))).toEqual(['O conteúdo é obrigatório']);
    expect(messages(forumPostSchema.safeParse({ content: 'x'.repeat(501) }))).toEqual([
      'O conteúdo deve ter no máximo 500 caracteres',
    ]);
    expect(messages(forumPostSchema.safeParse({ content: 'Oi', honeypot: 'x' }))).toEqual([
      'Formulário inválido',
    ]);
  });

  it("holds an author's edit to the rules of a new post or comment", () => {
    for (const schema of [forumPostEditSchema, forumCommentEditSchema]) {
      expect(schema.parse({ content: '  Novo  ', honeypot: '' })).toEqual({ content: 'Novo' });
      expect(messages(schema.safeParse({ content: ' ' }))).toEqual(['O conteúdo é obrigatório']);
      expect(messages(schema.safeParse({ content: 'x'.repeat(501) }))).toEqual([
        'O conteúdo deve ter no máximo 500 caracteres',
      ]);
      expect(schema.safeParse({ content: 'x'.repeat(500) }).success).toBe(true);
    }
  });

  it('limits admin edits to 300 (post) and 200 (comment)', () => {
    expect(messages(adminPostEditSchema.safeParse({ content: 'x'.repeat(301) }))).toEqual([
      'O conteúdo deve ter no máximo 300 caracteres',
    ]);
    expect(adminPostEditSchema.safeParse({ content: 'x'.repeat(300) }).success).toBe(true);
    expect(messages(adminCommentEditSchema.safeParse({ content: 'x'.repeat(201) }))).toEqual([
      'O conteúdo deve ter no máximo 200 caracteres',
    ]);
  });

  it('reads the polling cursor as a decimal string, 0 when absent', () => {
    expect(forumUpdatesQuerySchema.parse({ connection_id: 'c1' })).toEqual({ connection_id: 'c1' });
    expect(forumUpdatesQuerySchema.parse({ connection_id: 'c1', last_update: '' })).toEqual({
      connection_id: 'c1',
      last_update: '0',
    });
    expect(forumUpdatesQuerySchema.safeParse({ connection_id: 'c1', last_update: 'abc' }).success).toBe(
      false,
    );
    expect(forumConnectionSchema.safeParse({ connection_id: '' }).success).toBe(false);
  });

  it.each([
    ['2026-11-27T15:04:05.123Z', '2026-11-27T15:04:05.123Z'],
    ['2026-11-27T15:04:05Z', '2026-11-27T15:04:05.000Z'],
    ['2026-11-27T12:04:05.123-03:00', '2026-11-27T15:04:05.123Z'],
    ['2026-11-27T16:04:05+01:00', '2026-11-27T15:04:05.000Z'],
    // An unencoded '+' of the offset arrives from the query string as a space.
    ['2026-11-27T16:04:05 01:00', '2026-11-27T15:04:05.000Z'],
    ['2026-11-27T15:04Z', '2026-11-27T15:04:00.000Z'],
  ])('also reads last_update as the ISO-8601 time of the last update: %s', (sent, instant) => {
    expect(forumUpdatesQuerySchema.parse({ connection_id: 'c1', last_update: sent })).toEqual({
      connection_id: 'c1',
      last_update: instant,
    });
    expect(isForumCursor(instant)).toBe(false);
    expect(
      forumCommands.updates.safeParse({
        user_id: '1b4e28ba-2fa1-11d2-883f-0016d3cca427',
        forum_id: 'f',
        connection_id: 'c1',
        last_update: instant,
      }).success,
    ).toBe(true);
  });

  it.each(['2026-11-27', '2026-11-27T15:04:05', '2026-13-45T99:04:05Z', 'ontem', '12abc', '-1'])(
    "refuses a last_update that is neither an update id nor an instant (%s) with 'Conexão inválida.'",
    (sent) => {
      expect(messages(forumUpdatesQuerySchema.safeParse({ connection_id: 'c1', last_update: sent }))).toEqual(
        [forumMessages.connectionInvalid],
      );
    },
  );

  it('types each update by its kind', () => {
    const base = {
      id: '12',
      forum_id: '1b4e28ba-2fa1-11d2-883f-0016d3cca427',
      created_at: '2026-11-27T12:00:00Z',
    };
    expect(
      forumUpdateSchema.safeParse({ ...base, type: 'post_deleted', data: { post_id: base.forum_id } })
        .success,
    ).toBe(true);
    expect(
      forumUpdateSchema.safeParse({ ...base, type: 'new_post', data: { post_id: base.forum_id } }).success,
    ).toBe(false);
    expect(forumUpdateSchema.safeParse({ ...base, type: 'liked', data: {} }).success).toBe(false);
  });

  it('requires a memory description up to 200 and a photo key of the memories folder', () => {
    expect(messages(memoryFormSchema.safeParse({ description: ' ' }))).toEqual(['A descrição é obrigatória']);
    expect(messages(memoryFormSchema.safeParse({ description: 'x'.repeat(201) }))).toEqual([
      'A descrição deve ter no máximo 200 caracteres',
    ]);
    const user = '1b4e28ba-2fa1-11d2-883f-0016d3cca427';
    const ok = { user_id: user, description: 'Oi', photo_key: `storage/memories/${user}/${user}.webp` };
    expect(forumCommands.addMemory.safeParse(ok).success).toBe(true);
    expect(forumCommands.addMemory.safeParse({ ...ok, photo_key: 'storage/users/x.webp' }).success).toBe(
      false,
    );
  });
});
