import { lazy, Suspense, useState } from 'react';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import type { MeetupSettingsTarget } from './MeetupSettingsForm';
import { meetupCardTexts } from './meetupCardTexts';

// Only a host opens it: the Home's first screen does not wait for the form's code.
const MeetupSettingsForm = lazy(() =>
  import('./MeetupSettingsForm').then((m) => ({ default: m.MeetupSettingsForm })),
);

/** The host's card on the Home: "Definir vagas e horário" opens the settings form in a dialog. */
export function MeetupSettingsButton({ meetup }: { meetup: MeetupSettingsTarget }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {meetupCardTexts.settingsOpen}
      </Button>
      <Modal open={open} title={meetupCardTexts.settingsTitle} onClose={() => setOpen(false)}>
        <Suspense fallback={null}>
          <MeetupSettingsForm meetup={meetup} onSaved={() => setOpen(false)} />
        </Suspense>
      </Modal>
    </>
  );
}
