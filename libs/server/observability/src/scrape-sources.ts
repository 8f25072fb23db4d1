import { type Metric, register } from 'prom-client';
import { withTimeout } from './health.checks.js';

/** How long one source may take at scrape time: a dead database or NATS never hangs /metrics. */
export const SCRAPE_READ_TIMEOUT_MS = 1500;

type Source<V> = { read: () => Promise<V>; last?: { value: V } };

/**
 * Values read at scrape time from what registered itself (a service's database, its consumer, a
 * stream), keyed so two registrations of the same thing (two apps of one test process on one
 * stream) count once. A source that fails or is late keeps its last value; none yet reads as
 * nothing. Reading never throws: a scrape must never fail for a dependency.
 */
export class ScrapeSources<V> {
  private readonly sources = new Map<string, Source<V>>();
  private readonly metrics: Metric[] = [];
  private reading?: Promise<{ key: string; value: V }[]>;

  /** The metrics these sources feed: they join the registry with the first source. */
  feeds(...metrics: Metric[]): this {
    this.metrics.push(...metrics);
    return this;
  }

  /** Adds a source (the metrics it feeds join the registry with the first one); the returned function removes it. */
  add(key: string, read: () => Promise<V>): () => void {
    for (const metric of this.metrics) registerOnce(metric);
    const source: Source<V> = { read };
    this.sources.set(key, source);
    return () => {
      if (this.sources.get(key) === source) this.sources.delete(key);
    };
  }

  get size(): number {
    return this.sources.size;
  }

  /**
   * Every source's value: fresh, or its last one when it failed or was late. The gauges of one
   * scrape collect together and share one reading.
   */
  read(timeoutMs = SCRAPE_READ_TIMEOUT_MS): Promise<{ key: string; value: V }[]> {
    this.reading ??= this.readAll(timeoutMs).finally(() => {
      this.reading = undefined;
    });
    return this.reading;
  }

  private async readAll(timeoutMs: number): Promise<{ key: string; value: V }[]> {
    const entries = [...this.sources.entries()];
    await Promise.all(
      entries.map(async ([key, source]) => {
        try {
          source.last = { value: await withTimeout(source.read(), timeoutMs, key) };
        } catch {
          // keep the last value
        }
      }),
    );
    return entries.flatMap(([key, { last }]) => (last ? [{ key, value: last.value }] : []));
  }
}

/**
 * Puts a metric made with `registers: []` in the default registry once: an app shows only the
 * scrape-time gauges of what it runs (no `encontro_db_pool_in_use 0` on the gateway, which has no
 * database).
 */
export function registerOnce(metric: Metric): void {
  const name = (metric as unknown as { name: string }).name;
  if (!register.getSingleMetric(name)) register.registerMetric(metric);
}
