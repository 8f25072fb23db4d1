import { describe, expect, it } from '@jest/globals';
import { Gauge, register } from 'prom-client';
import { ScrapeSources } from './scrape-sources.js';

describe(ScrapeSources.name, () => {
  it('reads every source, keyed: a second registration of the same key replaces the first', async () => {
    const sources = new ScrapeSources<number>();
    sources.add('a', async () => 1);
    sources.add('b', async () => 2);
    sources.add('a', async () => 3);
    expect(await sources.read()).toEqual([
      { key: 'a', value: 3 },
      { key: 'b', value: 2 },
    ]);
  });

  it('keeps the last value of a source that fails or is late, and never throws', async () => {
    const sources = new ScrapeSources<number>();
    let answer: () => Promise<number> = async () => 7;
    sources.add('db', () => answer());
    expect(await sources.read(50)).toEqual([{ key: 'db', value: 7 }]);
    answer = () => Promise.reject(new Error('connection refused'));
    expect(await sources.read(50)).toEqual([{ key: 'db', value: 7 }]);
    answer = () => new Promise(() => undefined); // a dead NATS: never answers
    const started = Date.now();
    expect(await sources.read(50)).toEqual([{ key: 'db', value: 7 }]);
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('shows nothing for a source that never answered', async () => {
    const sources = new ScrapeSources<number>();
    sources.add('db', () => Promise.reject(new Error('down')));
    expect(await sources.read(50)).toEqual([]);
  });

  it('shares one reading between the gauges of one scrape', async () => {
    const sources = new ScrapeSources<number>();
    let reads = 0;
    sources.add('db', async () => (reads += 1));
    await Promise.all([sources.read(), sources.read()]);
    expect(reads).toBe(1);
    await sources.read();
    expect(reads).toBe(2);
  });

  it('stops reading a source once removed; a stale remover leaves its successor alone', async () => {
    const sources = new ScrapeSources<number>();
    const removeFirst = sources.add('db', async () => 1);
    const removeSecond = sources.add('db', async () => 2);
    removeFirst();
    expect(await sources.read()).toEqual([{ key: 'db', value: 2 }]);
    removeSecond();
    expect(await sources.read()).toEqual([]);
  });

  it('puts the gauges it feeds in the registry with its first source only', async () => {
    const name = 'encontro_test_scrape_sources_gauge';
    const sources = new ScrapeSources<number>();
    const gauge = new Gauge({
      name,
      help: 'test',
      registers: [],
      async collect() {
        this.set((await sources.read()).reduce((sum, { value }) => sum + value, 0));
      },
    });
    sources.feeds(gauge);
    expect(register.getSingleMetric(name)).toBeUndefined();
    sources.add('a', async () => 4);
    sources.add('b', async () => 5);
    expect(await register.getSingleMetricAsString(name)).toMatch(new RegExp(`^${name} 9$`, 'm'));
    register.removeSingleMetric(name);
  });
});
