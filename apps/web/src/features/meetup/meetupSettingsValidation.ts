// The host's settings checked as the server checks them, in a module of its own: the form loads it
// (and zod) on demand.
import {
  indicationMessages,
  meetupPeriods,
  meetupSettingsSchema,
  withinPeriod,
  type EventTime,
} from '@encontro/contracts';
import type { ContractSchema } from '../../ui/useContractForm';

/** What the form checks: the body it sends, and the period the time must fall in. */
export type MeetupSettingsInput = { capacity: number | null; starts_at: string | null; event_time: string };

type Issue = { path: PropertyKey[]; message: string };

/** The contract's schema, and the period's bounds that the server checks too. */
export const meetupSettingsFormSchema: ContractSchema = {
  safeParse(input: unknown) {
    const { event_time, ...body } = input as MeetupSettingsInput;
    const parsed = meetupSettingsSchema.safeParse(body);
    const issues: Issue[] = parsed.success
      ? []
      : parsed.error.issues.map(({ path, message }) => ({ path, message }));
    const { starts_at } = body;
    if (starts_at && /^\d\d:\d\d$/.test(starts_at) && !withinPeriod(event_time, starts_at)) {
      const { label, from, to } =
        meetupPeriods[event_time as EventTime] ?? meetupPeriods['Noite - Horário a combinar'];
      issues.push({ path: ['starts_at'], message: indicationMessages.startsAtOutOfPeriod(label, from, to) });
    }
    return issues.length ? { success: false, error: { issues } } : { success: true };
  },
};
