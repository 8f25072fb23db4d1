import { z } from 'zod';
import { meetupSchema, meetupSettingsSchema } from './meetup.schemas.js';
import { messageResponseSchema } from './shared.rpc-schemas.js';

// The bodies and answers of the meetup's own calls (issue 30): the host's settings, leaving, the line's
// offer, the reminder's answer and the check-in.

/** `POST /api/forum/{id}/confirm` by the host may set the meetup at once: each field optional. */
export const confirmBodySchema = meetupSettingsSchema.partial();
export type ConfirmBody = z.infer<typeof confirmBodySchema>;

/** `PUT /api/forum/{id}/meetup`: both fields (null clears). */
export const meetupSettingsBodySchema = meetupSettingsSchema;

/** The answer to the host's settings: the meetup as it now is. */
export const meetupSettingsAnswerSchema = messageResponseSchema.extend({ meetup: meetupSchema });

/** "Não vou mais": who hosts now when the host left (null: the host did not change). */
export const withdrawalAnswerSchema = messageResponseSchema.extend({
  indication_id: z.string().uuid(),
  new_host_id: z.string().uuid().nullable(),
  last_confirmed_indication_id: z.string().uuid().nullable(),
});
export type WithdrawalAnswer = z.infer<typeof withdrawalAnswerSchema>;

/** A reminder's one-tap answer (push action or e-mail link), without a session. */
export const reminderAnswerBodySchema = z.object({
  token: z.string().trim().min(16).max(512),
  answer: z.enum(['going', 'not_going'], { message: 'Resposta inválida.' }),
});
export type ReminderAnswerBody = z.infer<typeof reminderAnswerBodySchema>;
export const reminderAnswerSchema = messageResponseSchema.extend({
  indication_id: z.string().uuid(),
  answer: reminderAnswerBodySchema.shape.answer,
});
export type ReminderAnswer = z.infer<typeof reminderAnswerSchema>;

/** The check-in code the host shows: `code` for the QR link, `digits` to read aloud. */
export const checkinCodeSchema = z.object({
  code: z.string(),
  digits: z.string().regex(/^\d{6}$/),
  expires_at: z.string().describe('Fim da janela de 30 segundos (ISO-8601)'),
  checkin_url: z.string().describe('O link que a câmera do participante abre'),
});
export type CheckinCode = z.infer<typeof checkinCodeSchema>;

/** `POST /api/forum/{id}/checkin`: the QR's code or the 6 digits. */
export const checkinBodySchema = z.object({
  code: z
    .string({ message: 'Informe o código.' })
    .trim()
    .regex(/^(\d{6}|[A-Za-z0-9_-]{8,64})$/, 'Código inválido.'),
});
export type CheckinBody = z.infer<typeof checkinBodySchema>;
export const checkinAnswerSchema = z.object({
  message: z.string(),
  user_id: z.string().uuid(),
  checked_in_at: z.string(),
});
