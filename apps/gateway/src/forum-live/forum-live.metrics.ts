import { Counter, Gauge } from 'prom-client';

// Module-level: prom-client's registry is process-wide, and tests run two gateways in one process.
export const forumLiveStreams = new Gauge({
  name: 'encontro_forum_live_streams',
  help: 'Open forum SSE streams on this gateway',
});

export const forumLiveDelivered = new Counter({
  name: 'encontro_forum_live_updates_delivered_total',
  help: 'Forum updates written to SSE streams (one per stream per update, replays included)',
});

export const forumLiveDropped = new Counter({
  name: 'encontro_forum_live_streams_dropped_total',
  help: 'Forum SSE streams ended by the gateway, by reason',
  labelNames: ['reason'] as const,
});
