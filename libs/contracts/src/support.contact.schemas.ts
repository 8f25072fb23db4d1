import { z } from 'zod';
import { honeypot, requiredText } from './fields.js';
import { emailField, emailPattern } from './support.fields.js';
import { supportLimits, supportMessages } from './support.messages.js';
import { isStorableText } from './text.js';

// Contact: the new form (/support/contact), the old one (/contato) and the daily limit.

/** The subjects of the old form at /contato. */
export const legacyContactSubjects = ['duvida', 'sugestao', 'reclamacao', 'parceria', 'outro'] as const;
export type LegacyContactSubject = (typeof legacyContactSubjects)[number];
export const legacyContactSubjectLabels: Record<LegacyContactSubject, string> = {
  duvida: 'Dúvida',
  sugestao: 'Sugestão',
  reclamacao: 'Reclamação',
  parceria: 'Parceria',
  outro: 'Outro',
};
export const contactForms = ['contact', 'legacy'] as const;
export type ContactForm = (typeof contactForms)[number];

const isLegacySubject = (subject: unknown): subject is LegacyContactSubject =>
  typeof subject === 'string' && (legacyContactSubjects as readonly string[]).includes(subject);

/**
 * POST /api/contact {name, email, subject, message}: the new form (/support/contact) and the old one
 * (/contato). `form` may say which; without it a subject among the old form's codes means the old form.
 */
export const contactSchema = z
  .object({
    honeypot: honeypot(supportMessages.formInvalid),
    form: z
      .preprocess((v) => (v === '' || v === null ? undefined : v), z.enum(contactForms).optional())
      .describe("'contact' (novo formulário) ou 'legacy' (/contato); opcional"),
    name: requiredText(
      supportLimits.contactName,
      supportMessages.nameRequired,
      supportMessages.nameTooLong,
    ).describe('Nome (até 100 caracteres)'),
    email: emailField(supportLimits.contactEmail).describe('E-mail (até 100 caracteres)'),
    subject: requiredText(
      supportLimits.contactSubject,
      supportMessages.subjectRequired,
      supportMessages.subjectTooLong,
    ).describe(
      'Assunto (até 100 caracteres); no formulário antigo: duvida, sugestao, reclamacao, parceria ou outro',
    ),
    message: requiredText(
      supportLimits.contactMessage,
      supportMessages.messageRequired,
      supportMessages.messageTooLong(supportLimits.contactMessage),
    ).describe('Mensagem (até 300 caracteres)'),
  })
  .superRefine((v, ctx) => {
    if (v.form === 'legacy' && typeof v.subject === 'string' && v.subject && !isLegacySubject(v.subject))
      ctx.addIssue({ code: 'custom', path: ['subject'], message: supportMessages.legacySubjectInvalid });
  });
export type ContactRequest = z.infer<typeof contactSchema>;

/** Which form a valid contact body came from. */
export function contactFormOf(body: Pick<ContactRequest, 'form' | 'subject'>): ContactForm {
  return body.form ?? (isLegacySubject(body.subject) ? 'legacy' : 'contact');
}

export const contactResponseSchema = z.object({
  message: z.string(),
  attemptsRemaining: z.number().int().min(0),
});
export type ContactResponse = z.infer<typeof contactResponseSchema>;

/** GET /api/contact/rate-limit?email= — the e-mail is optional; an invalid one is ignored. */
export const contactRateLimitQuerySchema = z.object({
  email: z
    .preprocess(
      (v) =>
        typeof v === 'string' && emailPattern.test(v.trim()) && isStorableText(v) ? v.trim() : undefined,
      z.string().max(255).optional(),
    )
    .describe('E-mail de quem vai enviar (opcional)'),
});
export type ContactRateLimitQuery = z.infer<typeof contactRateLimitQuerySchema>;

export const contactRateLimitSchema = z.object({
  can_submit: z.boolean(),
  attemptsRemaining: z.number().int().min(0),
  timeRemaining: z
    .number()
    .int()
    .min(0)
    .describe('Segundos até 00:00 de America/Sao_Paulo, quando a contagem diária recomeça'),
});
export type ContactRateLimit = z.infer<typeof contactRateLimitSchema>;
