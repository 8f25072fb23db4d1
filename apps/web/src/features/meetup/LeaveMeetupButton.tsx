import { lazy, Suspense, useState } from 'react';
import { Button } from '../../ui/Button';
import { meetupCardTexts } from './meetupCardTexts';

// The dialog and its call load when asked for: the Home's first screen does not wait for them.
const LeaveMeetupDialog = lazy(() =>
  import('./LeaveMeetupDialog').then((m) => ({ default: m.LeaveMeetupDialog })),
);

export type LeaveMeetupProps = { meetupId: string; venue: string; isHost: boolean };

/** "Não vou mais", asked first in a dialog: the seat goes to the line; a host hands the meetup over. */
export function LeaveMeetupButton(props: LeaveMeetupProps) {
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Button variant="ghost" onClick={() => setAsking(true)}>
        {meetupCardTexts.leave}
      </Button>
      {asking && (
        <Suspense fallback={null}>
          <LeaveMeetupDialog {...props} onClose={() => setAsking(false)} />
        </Suspense>
      )}
    </>
  );
}
