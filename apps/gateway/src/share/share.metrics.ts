import { Counter, Histogram } from 'prom-client';

// Module-level: prom-client's registry is process-wide, and tests run two gateways in one process.
export const shareImageRenders = new Counter({
  name: 'encontro_share_image_renders_total',
  help: 'Share images rendered (SVG → JPEG) by this gateway, by kind (city, meetup, site)',
  labelNames: ['kind'] as const,
});

export const shareImageCacheHits = new Counter({
  name: 'encontro_share_image_cache_hits_total',
  help: 'Share images answered without rendering (from memory, or a 304), by kind',
  labelNames: ['kind'] as const,
});

export const shareImageRenderSeconds = new Histogram({
  name: 'encontro_share_image_render_seconds',
  help: 'Time to render one share image (the venue photo read included), in seconds, by kind',
  labelNames: ['kind'] as const,
  buckets: [0.025, 0.05, 0.1, 0.15, 0.2, 0.3, 0.5, 1, 2.5],
});
