import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen } from '@testing-library/react';
import { status, winnerList } from '../../../test/indications';
import { mockApi, renderWithStore, type ApiCall } from '../../../test/utils';
import { useCityWinnersQuery } from './homeApi';
import { BOUNDARY_DELAY_MS, BOUNDARY_SPREAD_MS, useCycleBoundary } from './useCycleBoundary';

/** A page that shows a cycle-tagged answer and follows the cycle. */
function Probe() {
  useCycleBoundary();
  const winners = useCityWinnersQuery('São Paulo');
  return <p>{winners.data ? `semana ${winners.data.week}` : 'carregando'}</p>;
}

const SECOND = 1000;
const HOUR = 60 * 60 * SECOND;
/** Past the boundary by the longest delay the hook may add. */
const LATEST = BOUNDARY_DELAY_MS + BOUNDARY_SPREAD_MS;

/** The server says it is `now` and the week changes at `next`; the browser's clock is years away. */
function serverAt(now: string, next: string) {
  return mockApi({
    'GET /api/forum/restriction-status': { body: { ...status(true), now, next_change_at: next } },
    'GET /api/winners/São Paulo': { body: winnerList([]) },
  });
}

const asked = (calls: ApiCall[], path: string) => calls.filter((c) => c.path === path).length;
const counts = (calls: ApiCall[]) => [
  asked(calls, '/api/forum/restriction-status'),
  asked(calls, '/api/winners/São Paulo'),
];

async function advance(ms: number) {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
}

describe(useCycleBoundary.name, () => {
  beforeEach(() => {
    jest.useFakeTimers({ advanceTimers: true, now: new Date('2031-03-10T09:00:00Z') });
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('asks every answer of the week again at the next change, timed by the server’s clock', async () => {
    const calls = serverAt('2026-11-27T02:59:55.000Z', '2026-11-27T00:00:00-03:00');
    renderWithStore(<Probe />);
    expect(await screen.findByText('semana 2026-W49')).toBeInTheDocument();
    expect(counts(calls)).toEqual([1, 1]);

    await advance(4 * SECOND);
    expect(counts(calls)).toEqual([1, 1]);

    await advance(SECOND + LATEST);
    expect(counts(calls)).toEqual([2, 2]);
  });

  it('asks again when the page comes back into view after the change it slept through', async () => {
    const calls = serverAt('2026-11-27T02:00:00.000Z', '2026-11-27T00:00:00-03:00');
    renderWithStore(<Probe />);
    expect(await screen.findByText('semana 2026-W49')).toBeInTheDocument();

    // A phone asleep for two hours: its timers did not run, its clock did.
    jest.setSystemTime(Date.now() + 2 * HOUR);
    await act(async () => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await advance(0);
    expect(counts(calls)).toEqual([2, 2]);
  });

  it('does nothing on return before the change', async () => {
    const calls = serverAt('2026-11-27T02:00:00.000Z', '2026-11-27T00:00:00-03:00');
    renderWithStore(<Probe />);
    expect(await screen.findByText('semana 2026-W49')).toBeInTheDocument();
    await act(async () => {
      window.dispatchEvent(new Event('focus'));
    });
    await advance(0);
    expect(counts(calls)).toEqual([1, 1]);
  });

  it('waits days in steps, asking nothing before the change', async () => {
    const calls = serverAt('2026-11-23T13:00:00.000Z', '2026-11-27T00:00:00-03:00');
    renderWithStore(<Probe />);
    expect(await screen.findByText('semana 2026-W49')).toBeInTheDocument();

    await advance(3 * 24 * HOUR + 13 * HOUR);
    expect(counts(calls)).toEqual([1, 1]);
    await advance(HOUR + LATEST);
    expect(counts(calls)).toEqual([2, 2]);
  });
});
