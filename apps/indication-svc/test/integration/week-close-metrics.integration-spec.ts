import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { register } from 'prom-client';
import { AdminIndicationsService } from '../../src/indications/admin-indications.service.js';
import { WeekCloseMetrics } from '../../src/winners/week-close.metrics.js';
import { WeekCloser } from '../../src/winners/week-closer.service.js';
import {
  type IndicationTestApp,
  W48_FRIDAY,
  W48_MONDAY,
  createIndicationTestApp,
  newCity,
} from '../support/index.js';

const scrape = async (name: string) => (await register.getSingleMetricAsString(name)) ?? '';

describe('the Friday close as Prometheus sees it (indication-svc)', () => {
  let t: IndicationTestApp;

  beforeAll(async () => {
    t = await createIndicationTestApp('ind_close_metrics');
  }, 60_000);

  afterAll(() => t?.close());

  it('counts a city with approved indications as overdue from Friday 00:00 until its week is closed, then shows its close', async () => {
    t.clock.set(W48_MONDAY);
    const approved = newCity();
    const host = await t.person(approved);
    const { indication } = await t.nominate(host, { name: 'Bar Aprovado' });
    await t.get(AdminIndicationsService).approve(host, indication!.indication_id);
    // A city whose only nomination waits for moderation has nothing to close by then.
    const pending = newCity();
    await t.nominate(await t.person(pending), { name: 'Bar Pendente' });
    const overdue = () => t.get(WeekCloseMetrics).overdue();

    expect(await overdue()).toBe(0);
    t.clock.set(W48_FRIDAY);
    expect(await overdue()).toBe(1);
    expect(await scrape('encontro_week_close_overdue')).toMatch(
      /^encontro_week_close_overdue(\{[^}]*\})? 1$/m,
    );

    await t.get(WeekCloser).closeDueWeeks();
    expect(await overdue()).toBe(0);
    expect(await scrape('encontro_week_close_overdue')).toMatch(
      /^encontro_week_close_overdue(\{[^}]*\})? 0$/m,
    );
    // The closure's instant by the service's clock (which runs on from Friday 00:00:01).
    const line = new RegExp(`\\{[^}]*\\bcity="${approved.city_id}"[^}]*\\} ([\\d.]+)$`, 'm');
    const closedAt = Number(
      line.exec(await scrape('encontro_week_close_last_success_timestamp_seconds'))?.[1],
    );
    expect(closedAt).toBeGreaterThanOrEqual(W48_FRIDAY.getTime() / 1000);
    expect(closedAt).toBeLessThan(W48_FRIDAY.getTime() / 1000 + 60);
  });
});
