import { Gauge } from 'prom-client';
import { ScrapeSources } from './scrape-sources.js';

/** The scheduled jobs whose last successful pass is watched (a stuck relay, a missed Friday). */
export const jobNames = [
  'outbox_relay',
  'push_relay',
  'mail_relay',
  'reminders',
  'seat_offers',
  'week_close',
  'updates_pruning',
  'notifications_pruning',
  'reminders_pruning',
] as const;
export type JobName = (typeof jobNames)[number];

export const jobLastSuccess = new Gauge({
  name: 'encontro_job_last_success_timestamp_seconds',
  help: 'Unix time (real, never the dev clock) of the last successful pass of a scheduled job, by job_name (`job` is the scrape target label Prometheus sets)',
  labelNames: ['job_name'] as const,
});

/** Records a successful pass of `job`, now. */
export const markJobSuccess = (job: JobName): void => {
  jobLastSuccess.set({ job_name: job }, Date.now() / 1000);
};

const closedAtSources = new ScrapeSources<Map<string, number>>();
const closedAt = new Map<string, number>();

/** indication-svc only: the Friday close per city, and the cities whose close is overdue. */
export const weekCloseLastSuccess = new Gauge({
  name: 'encontro_week_close_last_success_timestamp_seconds',
  help: "Unix time of the last week closed for a city (the closure's instant by the service's clock), by city",
  labelNames: ['city'] as const,
  registers: [],
  async collect() {
    // What the database knew when this process first looked, then every close this process made.
    for (const { value } of await closedAtSources.read()) {
      for (const [city, at] of value) if (at > (closedAt.get(city) ?? 0)) closedAt.set(city, at);
    }
    for (const [city, at] of closedAt) this.set({ city }, at);
  },
});
closedAtSources.feeds(weekCloseLastSuccess);

const overdueSources = new ScrapeSources<number>();
export const weekCloseOverdue = new Gauge({
  name: 'encontro_week_close_overdue',
  help: 'Cities with approved indications in a week whose Friday 00:00 (São Paulo, by the service clock) has passed and that has no closure yet',
  registers: [],
  async collect() {
    const values = await overdueSources.read();
    this.set(values.reduce((sum, { value }) => sum + value, 0));
  },
});
overdueSources.feeds(weekCloseOverdue);

/** Records that `city`'s week was closed at `at`. */
export const markWeekClosed = (city: string, at: Date): void => {
  const seconds = at.getTime() / 1000;
  if (seconds > (closedAt.get(city) ?? 0)) closedAt.set(city, seconds);
};

/**
 * indication-svc watches its closes: `lastClosures` (each city's latest closure, read once — retried
 * at each scrape until it answers) and `overdue` (at every scrape). The returned function stops.
 */
export function watchWeekCloses(
  key: string,
  reads: { lastClosures: () => Promise<Map<string, Date>>; overdue: () => Promise<number> },
): () => void {
  let loaded: Map<string, number> | undefined;
  const stopClosures = closedAtSources.add(key, async () => {
    loaded ??= new Map(
      [...(await reads.lastClosures())].map(([city, at]) => [city, at.getTime() / 1000] as const),
    );
    return loaded;
  });
  const stopOverdue = overdueSources.add(key, reads.overdue);
  return () => {
    stopClosures();
    stopOverdue();
  };
}
