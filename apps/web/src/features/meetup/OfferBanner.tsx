import { useEffect, useId, useState } from 'react';
import { Button } from '../../ui/Button';
import { useLatest } from '../../ui/useLatest';
import { countdown, meetupTexts } from './meetupTexts';
import { useServerOffset } from './useServerOffset';
import './meetup.css';

type OfferBannerProps = {
  /** Until when the seat may be taken (the server's ISO instant). */
  expiresAt: string;
  accepting: boolean;
  onAccept: () => void;
  /** The offer ran out: the line is asked again. */
  onExpired: () => void;
};

/** "Uma vaga abriu para você! Aceite em 1:59:30", counted down each second on the server's clock. */
export function OfferBanner({ expiresAt, accepting, onAccept, onExpired }: OfferBannerProps) {
  const titleId = useId();
  const offset = useServerOffset();
  const [now, setNow] = useState(() => Date.now());
  const left = Date.parse(expiresAt) - (now + offset);
  const expired = !(left > 0);
  const onExpiredRef = useLatest(onExpired);

  useEffect(() => {
    if (expired) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [expired]);
  useEffect(() => {
    if (expired) onExpiredRef.current();
  }, [expired, onExpiredRef]);

  return (
    <section className="meetup-offer" aria-labelledby={titleId}>
      <p id={titleId} className="meetup-offer__title">
        {meetupTexts.offerTitle}
      </p>
      {expired ? (
        <p className="meetup-offer__expired" role="status">
          {meetupTexts.offerExpired}
        </p>
      ) : (
        <>
          <p className="meetup-offer__countdown">
            Aceite em <time dateTime={expiresAt}>{countdown(left)}</time>
          </p>
          <Button onClick={onAccept} loading={accepting} loadingText={meetupTexts.accepting}>
            {meetupTexts.acceptSeat}
          </Button>
        </>
      )}
    </section>
  );
}
