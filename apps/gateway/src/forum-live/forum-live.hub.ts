import {
  type BeforeApplicationShutdown,
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import {
  authRedisKeys,
  forumMessages,
  forumPushSubject,
  forumRemovedSchema,
  forumRemovedSubject,
  forumUpdateSchema,
  genericMessages,
  isRevokedByMark,
} from '@encontro/contracts';
import { natsAuthOf, natsConnectionOptions } from '@encontro/server-config';
import { REDIS } from '@encontro/server-redis';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import type { Redis } from 'ioredis';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config.js';
import { ApiError } from '../http/api-error.js';
import { forumLiveDelivered, forumLiveDropped, forumLiveStreams } from './forum-live.metrics.js';
import { type EndReason, SseStream, type StreamToken, sseFrame } from './sse-stream.js';

/** Revocation marks are read in MGETs of at most this many keys. */
const REVOCATION_BATCH = 1000;
/** A removed forum refuses new streams on this gateway for this long (an open racing the removal). */
const REMOVED_FORUM_MEMORY_MS = 10 * 60_000;

/**
 * The gateway's side of forum push: ONE core NATS subscription to `<prefix>.forum.>` per gateway
 * process (so every replica sees every update), fanned out in memory to the SSE streams open on
 * this process, grouped by forum. One shared timer sends the 15 s heartbeats and ends the streams
 * whose token has expired or been revoked (logout, block, deletion: the marks the auth guard reads).
 * A forum removed with its winner (`<prefix>.forum-removed`) ends its streams at once.
 */
@Injectable()
export class ForumLiveHub implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(ForumLiveHub.name);
  private readonly forums = new Map<string, Set<SseStream>>();
  private readonly perUser = new Map<string, number>();
  private readonly subjectBase: string;
  private readonly removedSubject: string;
  /** Forums removed lately, with when to forget them. */
  private readonly removed = new Map<string, number>();
  private nc?: NatsConnection;
  private ready?: Promise<void>;
  private heartbeat?: NodeJS.Timeout;
  private stopping = false;
  private beating = false;

  constructor(
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
    @Inject(REDIS) private readonly redis: Redis,
  ) {
    this.subjectBase = forumPushSubject(config.PUSH_SUBJECT_PREFIX, '');
    this.removedSubject = forumRemovedSubject(config.PUSH_SUBJECT_PREFIX);
  }

  onApplicationBootstrap(): void {
    // Not awaited: the gateway starts while NATS is away (it keeps trying); stream opens wait for it.
    this.ready = this.subscribe();
    this.ready.catch((error: unknown) =>
      this.logger.error(`forum push subscription failed: ${(error as Error).message}`),
    );
    this.heartbeat = setInterval(() => void this.beat(), this.config.FORUM_STREAM_HEARTBEAT_MS);
    this.heartbeat.unref();
  }

  private async subscribe(): Promise<void> {
    for (;;) {
      try {
        this.nc = await connect({
          ...natsConnectionOptions(this.config.NATS_URL, natsAuthOf(this.config)),
          name: 'gateway-forum-live',
          maxReconnectAttempts: -1,
          reconnectTimeWait: 500,
        });
        break;
      } catch (error) {
        if (this.stopping) return;
        this.logger.warn(`forum push: NATS not reachable yet (${(error as Error).message})`);
        await new Promise((resolve) => setTimeout(resolve, 1000).unref());
        if (this.stopping) return;
      }
    }
    const nc = this.nc;
    if (this.stopping) return void (await nc.close());
    nc.subscribe(`${this.subjectBase}>`, {
      callback: (error, msg) => {
        if (!error) this.receive(msg.subject, msg.string());
      },
    });
    nc.subscribe(this.removedSubject, {
      callback: (error, msg) => {
        if (!error) this.forumRemoved(msg.string());
      },
    });
    await nc.flush();
    void this.watch(nc);
  }

  /** Updates published while NATS was away are lost to core subscribers: streams restart and replay. */
  private async watch(nc: NatsConnection): Promise<void> {
    for await (const status of nc.status()) {
      if (status.type === 'reconnect') {
        this.logger.warn('NATS reconnected: closing forum streams so browsers replay what they missed');
        this.endAll('nats_reconnect');
      }
    }
  }

  /** Resolves once the NATS subscription is in place (stream opens wait for it). */
  async whenReady(): Promise<void> {
    await this.ready;
  }

  /** Counts a stream against its user's cap; call `release` if the open fails before `attach`. */
  reserve(userId: string): void {
    const count = this.perUser.get(userId) ?? 0;
    if (count >= this.config.FORUM_STREAMS_PER_USER)
      throw new ApiError('RATE_LIMITED', genericMessages.rateLimited);
    this.perUser.set(userId, count + 1);
  }

  release(userId: string): void {
    const count = (this.perUser.get(userId) ?? 1) - 1;
    if (count > 0) this.perUser.set(userId, count);
    else this.perUser.delete(userId);
  }

  /** Starts receiving this forum's updates (held until the stream starts). */
  attach(forumId: string, token: StreamToken): SseStream {
    if (this.removed.has(forumId)) throw new ApiError('FORUM_NOT_FOUND', forumMessages.forumNotFound);
    const stream = new SseStream(forumId, token, (ended, reason) => this.detach(ended, reason));
    let streams = this.forums.get(forumId);
    if (!streams) this.forums.set(forumId, (streams = new Set()));
    streams.add(stream);
    forumLiveStreams.inc();
    return stream;
  }

  /** Delivered count for `start`'s replay and held updates. */
  countDelivered(count: number): void {
    if (count > 0) forumLiveDelivered.inc(count);
  }

  private detach(stream: SseStream, reason: EndReason): void {
    const streams = this.forums.get(stream.forumId);
    if (streams?.delete(stream)) {
      forumLiveStreams.dec();
      this.release(stream.userId);
      if (reason !== 'client') forumLiveDropped.labels(reason).inc();
    }
    if (streams && streams.size === 0) this.forums.delete(stream.forumId);
  }

  private receive(subject: string, text: string): void {
    const forumId = subject.slice(this.subjectBase.length);
    const streams = this.forums.get(forumId);
    if (!streams?.size) return;
    let parsed: ReturnType<typeof forumUpdateSchema.safeParse>;
    try {
      parsed = forumUpdateSchema.safeParse(JSON.parse(text));
    } catch {
      this.logger.warn(`ignoring a malformed forum update on ${subject}`);
      return;
    }
    if (!parsed.success || parsed.data.forum_id !== forumId) {
      this.logger.warn(`ignoring a forum update that breaks the contract on ${subject}`);
      return;
    }
    const frame = sseFrame(parsed.data);
    let delivered = 0;
    for (const stream of [...streams]) if (stream.deliver(parsed.data.id, frame)) delivered += 1;
    this.countDelivered(delivered);
  }

  /** The forum is gone with its winner: its streams end (browsers then get 404 on reopening). */
  private forumRemoved(text: string): void {
    let data: unknown = null;
    try {
      data = JSON.parse(text);
    } catch {
      // refused below
    }
    const parsed = forumRemovedSchema.safeParse(data);
    if (!parsed.success) {
      this.logger.warn(`ignoring a malformed forum removal on ${this.removedSubject}`);
      return;
    }
    const forumId = parsed.data.forum_id;
    this.removed.set(forumId, Date.now() + REMOVED_FORUM_MEMORY_MS);
    for (const stream of [...(this.forums.get(forumId) ?? [])]) stream.end('forum_removed');
  }

  private async beat(): Promise<void> {
    if (this.beating) return; // a slow Redis must not pile up checks
    this.beating = true;
    try {
      await this.sweep();
    } finally {
      this.beating = false;
    }
  }

  private async sweep(): Promise<void> {
    const now = Date.now();
    for (const [forumId, until] of this.removed) if (until <= now) this.removed.delete(forumId);
    const streams = [...this.forums.values()].flatMap((set) => [...set]);
    const nowSeconds = Date.now() / 1000;
    const live = streams.filter((stream) => {
      if (nowSeconds < stream.token.exp) return true;
      stream.end('expired');
      return false;
    });
    for (const stream of live) stream.heartbeat();
    const revoked = await this.revoked(live).catch((error: unknown) => {
      this.logger.warn(`forum streams: revocation check skipped (${(error as Error).message})`);
      return [];
    });
    for (const stream of revoked) stream.end('revoked');
  }

  /** The streams whose token the auth guard would now refuse (same Redis marks as AccessTokens). */
  private async revoked(streams: SseStream[]): Promise<SseStream[]> {
    if (streams.length === 0) return [];
    const keys = [
      ...new Set(
        streams.flatMap((s) => [
          authRedisKeys.revokedToken(s.token.jti),
          authRedisKeys.revokedBefore(s.userId),
        ]),
      ),
    ];
    const values = new Map<string, string | null>();
    for (let i = 0; i < keys.length; i += REVOCATION_BATCH) {
      const batch = keys.slice(i, i + REVOCATION_BATCH);
      (await this.redis.mget(...batch)).forEach((value, at) => values.set(batch[at]!, value));
    }
    return streams.filter((s) => {
      if (values.get(authRedisKeys.revokedToken(s.token.jti))) return true;
      return isRevokedByMark(values.get(authRedisKeys.revokedBefore(s.userId)), s.token);
    });
  }

  private endAll(reason: EndReason): void {
    for (const streams of [...this.forums.values()]) for (const stream of [...streams]) stream.end(reason);
  }

  /** Before the HTTP server closes: open streams would otherwise keep it waiting. */
  async beforeApplicationShutdown(): Promise<void> {
    this.stopping = true;
    clearInterval(this.heartbeat);
    this.endAll('shutdown');
    await this.nc?.drain().catch(() => undefined);
  }
}
