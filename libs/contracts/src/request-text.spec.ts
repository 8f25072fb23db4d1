import { describe, expect, it } from '@jest/globals';
import type { z } from 'zod';
import { validRegistration } from '../test/support/requests.js';
import {
  accountMessages,
  authResetPasswordSchema,
  emailOnlySchema,
  loginSchema,
  profileUpdateSchema,
  registerSchema,
} from './account.schemas.js';
import { cityResolveCommand } from './city-lookup.js';
import { fieldErrorsFromIssues } from './errors.js';
import { forumCommands } from './forum.commands.js';
import { adminForumsQuerySchema, adminPostsQuerySchema } from './forum.admin.schemas.js';
import { memoryFormSchema } from './forum.last-encounter.schemas.js';
import { forumConnectionSchema } from './forum.live.schemas.js';
import { forumMessages } from './forum.messages.js';
import { adminPostEditSchema, forumCommentSchema, forumPostSchema } from './forum.posts.schemas.js';
import { indicationMessages } from './indication.messages.js';
import { adminIndicationFilterSchema } from './indication.admin.schemas.js';
import { indicationFormSchema } from './indication.form.schemas.js';
import { auditQuerySchema } from './moderation.audit.schemas.js';
import { addCensoredWordsSchema } from './moderation.censored-words.schemas.js';
import { moderationMessages } from './moderation.messages.js';
import { adminReportsQuerySchema, reportBodySchema } from './moderation.reports.schemas.js';
import { platformSettingsSchema } from './moderation.settings.schemas.js';
import { adminTicketsQuerySchema, ticketReplySchema } from './support.admin.schemas.js';
import { contactSchema } from './support.contact.schemas.js';
import { faqQuerySchema } from './support.faq.schemas.js';
import { supportMessages } from './support.messages.js';
import { generalTicketSchema, hostTicketSchema } from './support.tickets.schemas.js';
import { textMessages } from './text.js';
import { adminUsersQuerySchema, deleteAccountSchema } from './user-lifecycle.schemas.js';

const ZERO_WIDTH_ONLY = ' \u200B\u200C \u200D\u2060\uFEFF ';
const UNSTORABLE = ['a\u0000b', 'a\uD800b', '\uDC00'];

/** [schema, a valid input, the text field under test, its 'obrigatório' message if it is required] */
type Case = [string, z.ZodType, Record<string, unknown>, string, string?];

const profile = { name: 'Ana', surname: 'Souza', state: 'SP', city: 'São Paulo', gender: 'F' };
const nomination = {
  name: 'Bar do Zé',
  address: 'Rua A, 1',
  event_day: 'Sábado',
  event_time: 'Noite - Horário a combinar',
};
const contact = { name: 'Ana', email: 'ana@example.com', subject: 'Dúvida', message: 'Oi' };
const general = { ticket_type: 'general', ...contact };
const host = {
  ticket_type: 'host',
  indication_id: '0b9f6a4e-8f7d-4b59-9a57-2f1f3c1e2d10',
  subject: 'Horário',
  message: 'Mudou?',
};
const settings = {
  platform_name: 'Encontro',
  contact_email: 'a@b.co',
  auto_censor: true,
  approval_required: true,
  integrity_auto_hold: true,
};

const cases: Case[] = [
  [
    'login',
    loginSchema,
    { email: 'ana@example.com', password: 'Senha123' },
    'email',
    accountMessages.emailRequired,
  ],
  [
    'login',
    loginSchema,
    { email: 'ana@example.com', password: 'Senha123' },
    'password',
    accountMessages.passwordRequired,
  ],
  ['register', registerSchema, validRegistration, 'first_name', accountMessages.requiredFields],
  ['register', registerSchema, validRegistration, 'last_name', accountMessages.requiredFields],
  ['register', registerSchema, validRegistration, 'email', accountMessages.requiredFields],
  ['register', registerSchema, validRegistration, 'state', accountMessages.requiredFields],
  ['register', registerSchema, validRegistration, 'city'],
  [
    'forgot password',
    emailOnlySchema,
    { email: 'ana@example.com' },
    'email',
    accountMessages.resetEmailRequired,
  ],
  [
    'reset password',
    authResetPasswordSchema,
    { token: 't', password: 'Senha123', password_confirmation: 'Senha123' },
    'token',
    accountMessages.verificationLinkMissing,
  ],
  ['profile', profileUpdateSchema, profile, 'name', accountMessages.nameRequired],
  ['profile', profileUpdateSchema, profile, 'surname', accountMessages.surnameRequired],
  ['profile', profileUpdateSchema, profile, 'city', accountMessages.cityRequired],
  ['profile', profileUpdateSchema, profile, 'current_password'],
  ['account deletion', deleteAccountSchema, { password: 'Senha123' }, 'password'],
  ['forum post', forumPostSchema, { content: 'Oi' }, 'content', forumMessages.contentRequired],
  ['forum comment', forumCommentSchema, { content: 'Oi' }, 'content', forumMessages.contentRequired],
  ['admin post edit', adminPostEditSchema, { content: 'Oi' }, 'content', forumMessages.contentRequired],
  [
    'memory',
    memoryFormSchema,
    { description: 'Foi ótimo' },
    'description',
    forumMessages.memoryDescriptionRequired,
  ],
  ['polling connection', forumConnectionSchema, { connection_id: 'c1' }, 'connection_id'],
  ['nomination', indicationFormSchema, nomination, 'name', indicationMessages.nameRequired],
  ['nomination', indicationFormSchema, nomination, 'address', indicationMessages.addressRequired],
  ['nomination', indicationFormSchema, nomination, 'reference'],
  ['nomination', indicationFormSchema, nomination, 'honeypot'],
  ['contact', contactSchema, contact, 'name', supportMessages.nameRequired],
  ['contact', contactSchema, contact, 'email', supportMessages.emailRequired],
  ['contact', contactSchema, contact, 'message', supportMessages.messageRequired],
  ['general ticket', generalTicketSchema, general, 'subject', supportMessages.subjectRequired],
  ['general ticket', generalTicketSchema, general, 'message', supportMessages.messageRequired],
  ['host ticket', hostTicketSchema, host, 'message', supportMessages.messageRequired],
  ['ticket reply', ticketReplySchema, { response: 'Olá' }, 'response', supportMessages.responseRequired],
  ['report', reportBodySchema, {}, 'message'],
  ['settings', platformSettingsSchema, settings, 'platform_name', moderationMessages.platformNameRequired],
  ['settings', platformSettingsSchema, settings, 'contact_email', moderationMessages.contactEmailRequired],
  ['admin forums', adminForumsQuerySchema, {}, 'search'],
  ['admin forums', adminForumsQuerySchema, {}, 'city'],
  ['admin posts', adminPostsQuerySchema, {}, 'search'],
  ['admin indications', adminIndicationFilterSchema, {}, 'search'],
  ['admin reports', adminReportsQuerySchema, {}, 'search'],
  ['audit', auditQuerySchema, {}, 'action'],
  ['admin tickets', adminTicketsQuerySchema, {}, 'search'],
  ['admin users', adminUsersQuerySchema, {}, 'search'],
  ['admin users', adminUsersQuerySchema, {}, 'state'],
  ['FAQ', faqQuerySchema, {}, 'search'],
  ['city lookup', cityResolveCommand, { slug: 'sao-paulo' }, 'slug'],
];

const errorsOf = (schema: z.ZodType, input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? {} : fieldErrorsFromIssues(result.error.issues).errors;
};

describe('every text field of the request contracts follows the shared text rule', () => {
  it.each(cases)('%s: %s accepts its valid input', (_name, schema, valid) => {
    expect(errorsOf(schema, valid)).toEqual({});
  });

  it.each(cases)('%s: refuses text Postgres cannot store in %s', (_name, schema, valid, field) => {
    for (const bad of UNSTORABLE)
      expect(errorsOf(schema, { ...valid, [field]: bad })[field]).toEqual([textMessages.invalidCharacters]);
  });

  it.each(cases.filter((c) => c[4]))(
    '%s: counts zero-width-only %s as blank ("obrigatório")',
    (_name, schema, valid, field, required) => {
      expect(errorsOf(schema, { ...valid, [field]: ZERO_WIDTH_ONLY })[field]).toEqual([required]);
    },
  );

  it('refuses a censored word list holding text Postgres cannot store', () => {
    expect(errorsOf(addCensoredWordsSchema, { words: ['bobo', 'x\u0000'] })).toEqual({
      'words.1': [textMessages.invalidCharacters],
    });
    expect(errorsOf(addCensoredWordsSchema, { words: ZERO_WIDTH_ONLY })).toEqual({
      words: [moderationMessages.wordRequired],
    });
  });

  it('refuses it in the path ids the services take', () => {
    expect(errorsOf(forumCommands.get, { user_id: host.indication_id, forum_id: 'a\u0000' })).toEqual({
      forum_id: [textMessages.invalidCharacters],
    });
  });
});
