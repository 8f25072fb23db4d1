import { ServerNats } from '@nestjs/microservices';
import type { NatsConnection, Subscription } from '@nats-io/transport-node';

/** What a drain did: requests answered after it began, those still running at its deadline, its length. */
export type DrainReport = { answered: number; abandoned: number; ms: number };

type NatsServerOptions = ConstructorParameters<typeof ServerNats>[0];

/**
 * Nest's NATS server, drained instead of cut on shutdown. Nest's own `close()` closes the connection
 * under the handlers still running, so their callers wait for a reply that never comes. `drain()`
 * unsubscribes every subject from the queue group (the server sends new requests to the other
 * replicas; what it had already sent here is still handled), waits for the handlers under way to
 * answer, up to `drainTimeoutMs`, then flushes the replies and closes the connection.
 */
export class DrainingNatsServer extends ServerNats {
  private running = 0;
  private answered = 0;
  private readonly settlers = new WeakMap<object, () => void>();
  private idle?: () => void;
  private drained?: Promise<DrainReport>;

  constructor(
    options: NatsServerOptions,
    private readonly drainTimeoutMs = 10_000,
  ) {
    super(options);
  }

  /** Requests whose handler has not answered yet. */
  get inFlight(): number {
    return this.running;
  }

  /** As ServerNats's own handler, counting each message until it is answered. */
  override getMessageHandler(channel: string): (error: unknown, message: object) => Promise<unknown> {
    return async (error, message) => {
      if (error) return this.logger.error(error);
      let settled = false;
      const settle = () => {
        if (settled) return;
        settled = true;
        this.running -= 1;
        this.answered += 1;
        if (this.running === 0) this.idle?.();
      };
      this.running += 1;
      this.settlers.set(message, settle);
      try {
        return await this.handleMessage(channel, message);
      } catch (failure) {
        settle(); // nothing will be published for it
        return this.handleError(failure as string);
      } finally {
        // A message without a reply subject (an event) is done once handled; a request once its
        // last reply packet is out (Nest sends it later, when the handler's observable completes).
        if (!(message as { reply?: string }).reply) settle();
      }
    };
  }

  override getPublisher(
    natsMsg: object,
    id: string,
    ctx: Parameters<ServerNats['getPublisher']>[2],
  ): (response: { response?: unknown; err?: unknown; isDisposed?: boolean; status?: string }) => unknown {
    const publish = super.getPublisher(natsMsg, id, ctx) as (response: unknown) => unknown;
    return (response) => {
      try {
        return publish(response);
      } finally {
        // The last packet of an answer is marked disposed; "no handler" is a lone error packet.
        if (response.isDisposed || response.status === 'error') this.settlers.get(natsMsg)?.();
      }
    };
  }

  /** Stops taking requests, lets those under way answer, then closes the connection (once). */
  drain(): Promise<DrainReport> {
    this.drained ??= this.runDrain();
    return this.drained;
  }

  private async runDrain(): Promise<DrainReport> {
    const startedAt = Date.now();
    const answeredBefore = this.answered;
    let connection: NatsConnection;
    try {
      connection = this.unwrap<NatsConnection>();
    } catch {
      return { answered: 0, abandoned: 0, ms: 0 }; // never listened
    }
    if (connection.isClosed()) return { answered: 0, abandoned: this.running, ms: 0 };
    // Unsubscribing and flushing: once the server has seen the UNSUB, what it sent before is here.
    // Then the handlers under way answer. Both within the limit: a flush waits for a NATS server
    // that may be gone.
    await withinMs(
      this.drainTimeoutMs,
      Promise.all(this.subscriptionsOf().map((sub) => sub.drain().catch(() => undefined))).then(
        () =>
          new Promise<void>((resolve) => {
            this.idle = resolve;
            if (this.running === 0) resolve();
          }),
      ),
    );
    const abandoned = this.running;
    // The replies go out with the connection's own drain (a flush), unless the server is gone.
    await withinMs(
      FLUSH_LIMIT_MS,
      connection.drain().catch(() => undefined),
    );
    await connection.close().catch(() => undefined);
    return { answered: this.answered - answeredBefore, abandoned, ms: Date.now() - startedAt };
  }

  override async close(): Promise<void> {
    await this.drain();
    await super.close();
  }

  private subscriptionsOf(): Subscription[] {
    // ServerNats keeps its subscriptions private; a Nest upgrade that renames them must fail loudly.
    const subscriptions = (this as unknown as { subscriptions?: Subscription[] }).subscriptions;
    if (!Array.isArray(subscriptions)) throw new Error('ServerNats no longer exposes its subscriptions');
    return subscriptions;
  }
}

const FLUSH_LIMIT_MS = 2000;

/** Waits for `work`, or `ms` at most. */
async function withinMs(ms: number, work: Promise<unknown>): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([work, new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)))]);
  clearTimeout(timer);
}
