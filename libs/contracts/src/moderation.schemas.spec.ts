import { describe, expect, it } from '@jest/globals';
import { addCensoredWordsSchema } from './moderation.censored-words.schemas.js';
import { adminReportsQuerySchema, reportBodySchema } from './moderation.reports.schemas.js';
import { platformSettingsSchema } from './moderation.settings.schemas.js';
import { eventPayloads } from './events.js';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('reportBodySchema', () => {
  it('takes an optional reason, trimmed, blank as absent', () => {
    expect(reportBodySchema.parse({})).toEqual({});
    expect(reportBodySchema.parse({ message: '   ' })).toEqual({});
    expect(reportBodySchema.parse({ message: ' Spam ' })).toEqual({ message: 'Spam' });
  });

  it('refuses a reason over 200 characters in pt-BR', () => {
    expect(reportBodySchema.parse({ message: 'a'.repeat(200) }).message).toHaveLength(200);
    expect(firstMessage(reportBodySchema.safeParse({ message: 'a'.repeat(201) }))).toBe(
      'O motivo deve ter no máximo 200 caracteres',
    );
  });
});

describe('adminReportsQuerySchema', () => {
  it('defaults to the first page of 10, every type and status', () => {
    expect(adminReportsQuerySchema.parse({})).toEqual({ page: 1, per_page: 10 });
    expect(adminReportsQuerySchema.parse({ type: 'all', status: '', search: '  ' })).toEqual({
      page: 1,
      per_page: 10,
    });
  });

  it('reads the query strings', () => {
    expect(
      adminReportsQuerySchema.parse({
        page: '2',
        per_page: '20',
        type: 'post',
        status: 'resolved',
        search: ' bar ',
      }),
    ).toEqual({ page: 2, per_page: 20, type: 'post', status: 'resolved', search: 'bar' });
  });
});

describe('addCensoredWordsSchema', () => {
  it('takes one word, a list, or a comma-separated string', () => {
    expect(addCensoredWordsSchema.parse({ words: ' bobo ' }).words).toEqual(['bobo']);
    expect(addCensoredWordsSchema.parse({ words: ['bobo', 'chato, feio'] }).words).toEqual([
      'bobo',
      'chato',
      'feio',
    ]);
    expect(addCensoredWordsSchema.parse({ words: 'seu   bobo\nchat*' }).words).toEqual(['seu bobo', 'chat*']);
  });

  it("refuses blank input with 'A palavra é obrigatória'", () => {
    for (const words of [undefined, '', ' , ', [], ['  ']])
      expect(firstMessage(addCensoredWordsSchema.safeParse({ words }))).toBe('A palavra é obrigatória');
  });
});

describe('platformSettingsSchema', () => {
  const valid = {
    platform_name: 'Encontro',
    contact_email: 'a@b.co',
    auto_censor: true,
    approval_required: false,
    integrity_auto_hold: true,
  };

  it('accepts the five fields, trimmed, flags also as strings', () => {
    expect(platformSettingsSchema.parse({ ...valid, platform_name: ' X ', auto_censor: 'false' })).toEqual({
      ...valid,
      platform_name: 'X',
      auto_censor: false,
    });
  });

  it('explains each bad field in pt-BR', () => {
    expect(firstMessage(platformSettingsSchema.safeParse({ ...valid, platform_name: '' }))).toBe(
      'O nome da plataforma é obrigatório',
    );
    expect(firstMessage(platformSettingsSchema.safeParse({ ...valid, contact_email: 'x' }))).toBe(
      'E-mail inválido',
    );
    expect(firstMessage(platformSettingsSchema.safeParse({ ...valid, approval_required: 'yes' }))).toBe(
      'Informe verdadeiro ou falso',
    );
    expect(firstMessage(platformSettingsSchema.safeParse({ ...valid, integrity_auto_hold: undefined }))).toBe(
      'Informe verdadeiro ou falso',
    );
  });

  it('reads an announcement made before the automatic hold existed as the hold on', () => {
    const { integrity_auto_hold: _absent, ...before } = valid;

    expect(
      eventPayloads['platform.settings_changed'].parse({ ...before, at: '2026-11-20T10:00:00.000Z' }),
    ).toMatchObject({ integrity_auto_hold: true });
  });
});
