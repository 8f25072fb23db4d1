import { describe, expect, it } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import { makeStore } from '../../app/store';
import { indicationList, makeIndication, status, winnerList } from '../../../test/indications';
import { mockApi, renderWithStore, type ApiCall } from '../../../test/utils';
import {
  prefetchHomeReads,
  useCityIndicationsQuery,
  useCityWinnersQuery,
  useOwnIndicationsQuery,
  useRestrictionStatusQuery,
} from './homeApi';

const reads = [
  '/api/forum/restriction-status',
  '/api/indications',
  '/api/winners/São Paulo',
  '/api/indications/user',
];

/** The Home's four reads, as the page asks them. */
function HomeReads() {
  const answered = [
    useRestrictionStatusQuery(),
    useCityIndicationsQuery('São Paulo'),
    useCityWinnersQuery('São Paulo'),
    useOwnIndicationsQuery(),
  ].filter((query) => query.data !== undefined).length;
  return <p>{answered} de 4</p>;
}

const askedOf = (calls: ApiCall[]) => reads.map((path) => calls.filter((c) => c.path === path).length);

describe(prefetchHomeReads.name, () => {
  it('asks the Home’s four reads with the session, and the page finds them without asking again', async () => {
    const calls = mockApi({
      'GET /api/forum/restriction-status': { body: status(true) },
      'GET /api/indications': { body: indicationList([makeIndication()]) },
      'GET /api/winners/São Paulo': { body: winnerList([]) },
      'GET /api/indications/user': { body: [] },
    });
    const store = makeStore({ auth: { token: 'jwt' } });

    prefetchHomeReads(store.dispatch, 'São Paulo');
    await waitFor(() => expect(askedOf(calls)).toEqual([1, 1, 1, 1]));
    expect(calls.find((c) => c.path === '/api/indications')?.query.get('city')).toBe('São Paulo');
    expect(calls.every((c) => c.authorization === 'Bearer jwt')).toBe(true);

    renderWithStore(<HomeReads />, store);
    expect(await screen.findByText('4 de 4')).toBeInTheDocument();
    expect(askedOf(calls)).toEqual([1, 1, 1, 1]);
  });
});
