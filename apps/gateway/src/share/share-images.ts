import { Injectable } from '@nestjs/common';
import { LRUCache } from 'lru-cache';
import { matchesEtag } from '../read-cache/answer-cache.js';
import { ShareRenderer } from './share-renderer.js';
import { ShareStates } from './share-states.js';
import { shareImageCacheHits, shareImageRenderSeconds, shareImageRenders } from './share.metrics.js';

export type ShareImageKind = 'city' | 'meetup' | 'site';

/** Bumped whenever a template changes, so every ETag changes with it. */
export const RENDER_VERSION = 'r1';

/** A share image's strong ETag: the state it shows (`v`) and the templates that drew it. */
export const shareImageEtag = (v: string) => `"${RENDER_VERSION}-${v}"`;

/** What a share image request answers: its ETag, and the JPEG unless the client's copy is current (304). */
export type ShareImageAnswer = { etag: string; jpeg: Buffer | null };

type Rendered = { v: string; jpeg: Buffer };

const MAX_BYTES = 32 * 1024 * 1024;
const SITE = 'site';

/**
 * The share images (issue 31), kept in memory by kind and id with the `v` of the state they show:
 * a request while the state is unchanged costs ShareStates' Redis read and no render, and a
 * revalidation with the current ETag is a 304 before any image is looked at. The state's `v` moves
 * exactly when what the image shows does, so nothing expires by time. A miss renders once however
 * many requests wait for it.
 */
@Injectable()
export class ShareImages {
  private readonly rendered = new LRUCache<string, Rendered>({
    maxSize: MAX_BYTES,
    sizeCalculation: (entry, key) => entry.jpeg.length + key.length + 100,
  });
  private readonly inFlight = new Map<string, Promise<Buffer>>();

  constructor(
    private readonly states: ShareStates,
    private readonly renderer: ShareRenderer,
  ) {}

  async city(cityId: string, ifNoneMatch?: string): Promise<ShareImageAnswer> {
    const { state, v } = await this.states.city(cityId);
    return this.answer('city', cityId, v, ifNoneMatch, () => this.renderer.city(state));
  }

  async meetup(indicationId: string, ifNoneMatch?: string): Promise<ShareImageAnswer> {
    const { state, v } = await this.states.meetup(indicationId);
    return this.answer('meetup', indicationId, v, ifNoneMatch, () => this.renderer.meetup(state));
  }

  /** The generic card of `/` and the static pages: it changes only with the templates. */
  site(ifNoneMatch?: string): Promise<ShareImageAnswer> {
    return this.answer('site', SITE, SITE, ifNoneMatch, () => this.renderer.site());
  }

  private async answer(
    kind: ShareImageKind,
    id: string,
    v: string,
    ifNoneMatch: string | undefined,
    render: () => Promise<Buffer>,
  ): Promise<ShareImageAnswer> {
    const etag = shareImageEtag(v);
    if (matchesEtag(ifNoneMatch, etag)) {
      shareImageCacheHits.inc({ kind });
      return { etag, jpeg: null };
    }
    return { etag, jpeg: await this.jpeg(kind, id, v, render) };
  }

  private jpeg(kind: ShareImageKind, id: string, v: string, render: () => Promise<Buffer>): Promise<Buffer> {
    const key = `${kind}:${id}`;
    const cached = this.rendered.get(key);
    if (cached?.v === v) {
      shareImageCacheHits.inc({ kind });
      return Promise.resolve(cached.jpeg);
    }
    const flightKey = `${key}|${v}`;
    const waiting = this.inFlight.get(flightKey);
    if (waiting) return waiting;
    const flight = this.renderOnce(kind, render)
      .then((jpeg) => {
        this.rendered.set(key, { v, jpeg });
        return jpeg;
      })
      .finally(() => this.inFlight.delete(flightKey));
    this.inFlight.set(flightKey, flight);
    return flight;
  }

  private async renderOnce(kind: ShareImageKind, render: () => Promise<Buffer>): Promise<Buffer> {
    const stop = shareImageRenderSeconds.startTimer({ kind });
    try {
      const jpeg = await render();
      shareImageRenders.inc({ kind });
      return jpeg;
    } finally {
      stop();
    }
  }
}
