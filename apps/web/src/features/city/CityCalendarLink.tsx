import { useId } from 'react';
import { cityCalendarPath } from '@encontro/contracts';
import { apiOrigin } from '../../api/config';

/** The city's feed for calendar apps: `webcal://` on the API's host (the gateway serves it). */
export const cityCalendarUrl = (cityId: string, origin = apiOrigin()) =>
  `${origin.replace(/^https?:/, 'webcal:')}/${cityCalendarPath(cityId)}`;

/**
 * "Adicionar ao calendário" for a whole city (issue 30): subscribes the person's calendar app to the
 * city's meetups, which then follow new winners and changed times by themselves.
 */
export function CityCalendarLink({ cityId, city }: { cityId: string; city: string }) {
  const hintId = useId();
  return (
    <p className="city-calendar">
      <a
        className="btn btn--secondary"
        href={cityCalendarUrl(cityId)}
        title={`Assinar os encontros de ${city} no seu aplicativo de calendário`}
        aria-describedby={hintId}
      >
        Adicionar ao calendário
      </a>{' '}
      <span id={hintId} className="muted">
        Os encontros de {city} no seu aplicativo de calendário, atualizados sozinhos.
      </span>
    </p>
  );
}
