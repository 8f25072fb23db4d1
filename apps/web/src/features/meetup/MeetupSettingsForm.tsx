import { meetupPeriods, type EventTime } from '@encontro/contracts';
import { firstMessages, readApiError } from '../../api/errors';
import { Button } from '../../ui/Button';
import { CheckboxField } from '../../ui/CheckboxField';
import { TextField } from '../../ui/TextField';
import { useToast } from '../../ui/Toast';
import { useContractForm, type LazySchema } from '../../ui/useContractForm';
import { useOwnGender } from '../hosting/useOwnGender';
import { useUpdateMeetupMutation } from './meetupApi';
import { meetupTexts } from './meetupTexts';
import type { MeetupSettingsInput } from './meetupSettingsValidation';
import { zoneNote } from './meetupWhen';

const settingsSchema: LazySchema = {
  load: () => import('./meetupSettingsValidation').then((m) => m.meetupSettingsFormSchema),
};

/** The meetup whose seats and time the host sets (its forum id is its indication's). */
export type MeetupSettingsTarget = {
  id: string;
  capacity: number | null;
  starts_at: string | null;
  event_time: string;
  time_zone: string;
};

type Values = { capacity: string; unlimited: boolean; starts_at: string };

const bodyOf = (v: Values) => ({
  capacity: v.unlimited ? null : v.capacity.trim() === '' ? Number.NaN : Number(v.capacity),
  starts_at: v.starts_at || null,
});

/**
 * The host's seats (2–500, the host's own included, or no limit) and start time (within the period
 * chosen at the nomination, in the city's zone). The server's field errors show under their fields.
 */
export function MeetupSettingsForm({
  meetup,
  onSaved,
}: {
  meetup: MeetupSettingsTarget;
  onSaved?: () => void;
}) {
  const toast = useToast();
  const gender = useOwnGender();
  const [save] = useUpdateMeetupMutation();
  const period = meetupPeriods[meetup.event_time as EventTime] ?? meetupPeriods['Noite - Horário a combinar'];
  const form = useContractForm(settingsSchema, {
    initial: {
      capacity: meetup.capacity === null ? '' : String(meetup.capacity),
      unlimited: meetup.capacity === null,
      starts_at: meetup.starts_at ?? '',
    },
    input: (v): MeetupSettingsInput => ({ ...bodyOf(v), event_time: meetup.event_time }),
    onSubmit: async (values) => {
      try {
        const result = await save({ id: meetup.id, settings: bodyOf(values) }).unwrap();
        toast(result.message || meetupTexts.saved);
        form.reset(values);
        onSaved?.();
      } catch (error) {
        const { status, message, errors } = readApiError(error);
        if (status === 401) return;
        const named = firstMessages(errors);
        const fields = Object.keys(named).filter((key) => key === 'capacity' || key === 'starts_at');
        if (fields.length) form.setServerErrors(named);
        else toast(errors.general?.[0] ?? message ?? meetupTexts.saveFailed, 'error');
      }
    },
  });
  const unlimited = form.values.unlimited;

  return (
    <form className="form meetup-settings" {...form.formProps}>
      <TextField
        label={meetupTexts.capacity}
        hint={meetupTexts.capacityHint(gender)}
        {...form.field('capacity')}
        type="number"
        inputMode="numeric"
        min={2}
        max={500}
        step={1}
        disabled={unlimited}
      />
      <CheckboxField
        label={meetupTexts.noLimit}
        {...form.field('unlimited')}
        onChange={(checked) => {
          form.set('unlimited', checked);
          form.clearServerError('capacity');
        }}
      />
      <TextField
        label={meetupTexts.startsAt}
        hint={meetupTexts.startsAtHint(period.from, period.to, zoneNote(meetup.time_zone))}
        {...form.field('starts_at')}
        type="time"
        min={period.from}
        max={period.to}
        step={60}
      />
      <div className="form__actions">
        <Button type="submit" loading={form.submitting} loadingText={meetupTexts.saving}>
          {meetupTexts.save}
        </Button>
      </div>
    </form>
  );
}
