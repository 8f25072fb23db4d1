import { Gauge } from 'prom-client';
import { ScrapeSources } from './scrape-sources.js';

/** What a `pg` Pool tells of itself (pg-pool's counters). */
export type PoolCounts = { totalCount: number; idleCount: number; waitingCount: number };

const poolSources = new ScrapeSources<PoolCounts>();
export const dbPoolInUse = new Gauge({
  name: 'encontro_db_pool_in_use',
  help: 'Postgres connections of this app checked out of its pool (busy in a query or transaction)',
  registers: [],
  async collect() {
    const values = await poolSources.read();
    this.set(values.reduce((sum, { value }) => sum + value.totalCount - value.idleCount, 0));
  },
});
export const dbPoolWaiting = new Gauge({
  name: 'encontro_db_pool_waiting',
  help: 'Queries of this app waiting for a free Postgres connection of its pool',
  registers: [],
  async collect() {
    const values = await poolSources.read();
    this.set(values.reduce((sum, { value }) => sum + value.waitingCount, 0));
  },
});
poolSources.feeds(dbPoolInUse, dbPoolWaiting);

/** A pool (keyed by the app's schema) to read at scrape time; the returned function stops reading it. */
export const watchPool = (key: string, pool: PoolCounts): (() => void) =>
  poolSources.add(key, () =>
    Promise.resolve({
      totalCount: pool.totalCount,
      idleCount: pool.idleCount,
      waitingCount: pool.waitingCount,
    }),
  );
