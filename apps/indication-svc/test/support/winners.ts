import { newCity } from '@encontro/testing';
import { AdminIndicationsService } from '../../src/indications/admin-indications.service.js';
import { VotesHandlers } from '../../src/votes/votes.handlers.js';
import { WeekCloser } from '../../src/winners/week-closer.service.js';
import type { IndicationTestApp } from './indication-test-app.js';
import { W48_FRIDAY, W48_MONDAY } from './week.js';

/**
 * A city of its own (`stateCode` picks its state, so its time zone: '13' is Amazonas) whose W48 closed
 * on Friday with one winner per entry of `venues`, in that order (each entry's votes decide it; its
 * nomination fields override the defaults: `event_day`, `event_time`). The clock is left at W48's Friday.
 */
export async function closedWeek(
  t: IndicationTestApp,
  venues: readonly { votes?: number; fields?: Record<string, string> }[] = [{}],
  stateCode = '35',
) {
  const city = newCity(stateCode);
  t.clock.set(W48_MONDAY);
  const winners: { id: string; host: string }[] = [];
  for (const [n, venue] of venues.entries()) {
    const host = await t.person(city, { name: `Anfitriao${n}` });
    const { indication } = await t.nominate(host, { name: `Encontro ${n}`, ...venue.fields });
    const id = indication!.indication_id;
    await t.get(AdminIndicationsService).approve(host, id);
    for (let v = 0; v < (venue.votes ?? venues.length - n); v += 1)
      await t.get(VotesHandlers).castVote({ user_id: await t.person(city), indication_id: id });
    winners.push({ id, host });
  }
  t.clock.set(W48_FRIDAY);
  await t.get(WeekCloser).closeDueWeeks();
  return { city, winners };
}
