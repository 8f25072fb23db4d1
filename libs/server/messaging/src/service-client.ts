import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import {
  genericMessages,
  serviceErrorSchema,
  type RpcContract,
  type RpcInput,
  type RpcResponse,
  type ServiceError,
} from '@encontro/contracts';
import { type NatsAuth, natsConnectionOptions } from '@encontro/server-config';
import { REQUEST_ID_HEADER, requestContext } from '@encontro/server-logging';
import { natsRequestDuration } from '@encontro/server-observability';
import { inNatsRequestSpan } from '@encontro/server-tracing';
import {
  type NatsConnection,
  RequestError,
  TimeoutError,
  connect,
  headers as natsHeaders,
} from '@nats-io/transport-node';
import { randomUUID } from 'node:crypto';
import { CALLER_HEADER, CallerTokens, callerContext, serviceCaller } from './caller-context.js';

export const SERVICE_CLIENT_OPTIONS = Symbol('SERVICE_CLIENT_OPTIONS');
export type ServiceClientOptions = {
  url: string;
  timeoutMs: number;
  name: string;
  /** The app's NATS user (NATS_USER / NATS_PASSWORD), when NATS requires one. */
  auth?: NatsAuth;
  /** CALLER_CONTEXT_SECRET: requests to protected subjects carry a caller context signed with it. */
  callerSecret?: string;
  /**
   * Outside any caller's request (a scheduled job, a service answering an unprotected subject), sign
   * as the service itself (`service:<name>`). Services only: the gateway always signs for the person
   * of the HTTP request, and for nobody else.
   */
  signAsService?: boolean;
};

/** A failed call: the service's reason, or SERVICE_UNAVAILABLE when nobody answered in time. */
export class ServiceCallError extends Error {
  override readonly name = 'ServiceCallError';
  constructor(readonly error: ServiceError) {
    super(error.message);
  }
}

/** NATS went away before the reply came: the request or its reply is lost with the connection. */
class ConnectionLost extends Error {
  override readonly name = 'ConnectionLost';
}

/** A reply of Nest's NATS transport (what the services answer with): the result, or the refusal. */
type ReplyPacket<R> = { response?: R; err?: unknown };

/**
 * Request/reply to the services over NATS, in the packets of Nest's NATS transport (the services'
 * side). Never hangs: a slow service ends in SERVICE_UNAVAILABLE after `timeoutMs`, and a subject
 * nobody listens on (the service down, or not subscribed again yet after NATS restarted) at once, from
 * NATS's no-responders status. A call under way when the connection to NATS drops, or made before it
 * is back, is refused at once too: the request or its reply went with the server, and a request left
 * in the client's buffer was never seen answered, so waiting only delayed the 503. One muxed reply
 * subscription serves every request (nats.js `request`), where Nest's ClientNats subscribed and
 * unsubscribed an inbox per request. The request id travels in a header.
 */
@Injectable()
export class ServiceClient implements OnApplicationShutdown {
  private readonly logger = new Logger(ServiceClient.name);
  private readonly callerTokens?: CallerTokens;
  private connection?: Promise<NatsConnection>;
  /** How to refuse each call awaiting its reply, should the connection drop. */
  private readonly awaiting = new Set<(error: Error) => void>();
  /** From a drop of the connection until NATS is back: calls are refused at once. */
  private disconnected = false;

  constructor(@Inject(SERVICE_CLIENT_OPTIONS) private readonly options: ServiceClientOptions) {
    if (options.callerSecret) this.callerTokens = new CallerTokens(options.callerSecret, options.name);
  }

  /** Connects on the first call; a first connection that fails is tried again by the next call. */
  private connected(): Promise<NatsConnection> {
    this.connection ??= connect({
      ...natsConnectionOptions(this.options.url, this.options.auth),
      name: this.options.name,
      maxReconnectAttempts: -1,
      reconnectTimeWait: 500,
    })
      .then((nc) => {
        void this.followConnection(nc);
        return nc;
      })
      .catch((error: unknown) => {
        this.connection = undefined;
        throw error;
      });
    return this.connection;
  }

  /** Marks NATS unreachable from a drop until the reconnection, refusing the calls awaiting a reply. */
  private async followConnection(nc: NatsConnection): Promise<void> {
    for await (const status of nc.status()) {
      if (status.type === 'reconnect') this.disconnected = false;
      if (status.type !== 'disconnect') continue;
      this.disconnected = true;
      for (const refuse of this.awaiting) refuse(new ConnectionLost('the connection to NATS dropped'));
    }
  }

  /** The reply, or ConnectionLost at once while NATS is unreachable, or as soon as the connection drops. */
  private async untilDisconnect<T>(reply: () => Promise<T>): Promise<T> {
    // Sent now, the request would wait in the client's buffer, and its reply was never seen to come.
    if (this.disconnected) throw new ConnectionLost('NATS is not reachable');
    let refuse!: (error: Error) => void;
    const lost = new Promise<never>((_, reject) => (refuse = reject));
    this.awaiting.add(refuse);
    try {
      return await Promise.race([reply(), lost]);
    } finally {
      this.awaiting.delete(refuse);
    }
  }

  /** Calls the service that answers `contract`: the payload and the answer are typed by the contract. */
  async call<C extends RpcContract>(contract: C, payload: RpcInput<C>): Promise<RpcResponse<C>> {
    const { subject } = contract;
    const header = natsHeaders();
    const requestId = requestContext.requestId();
    if (requestId) header.set(REQUEST_ID_HEADER, requestId);
    const caller = this.signedCaller(contract);
    if (caller) header.set(CALLER_HEADER, caller);
    const stopTimer = natsRequestDuration.startTimer({ subject });
    try {
      // A client span `nats request <subject>`; its traceparent joins the request id in the headers.
      const answer = await inNatsRequestSpan(
        subject,
        header,
        async () => {
          const nc = await this.connected();
          const packet = JSON.stringify({ pattern: subject, data: payload, id: randomUUID() });
          const reply = await this.untilDisconnect(() =>
            nc.request(subject, packet, { timeout: this.options.timeoutMs, headers: header }),
          );
          const { response, err } = reply.json<ReplyPacket<RpcResponse<C>>>();
          if (err !== undefined && err !== null) throw err;
          return response as RpcResponse<C>;
        },
        (error) => !serviceErrorSchema.safeParse(error).success,
      );
      stopTimer({ outcome: 'ok', reason: 'none' });
      return answer;
    } catch (error) {
      const callError = this.toCallError(subject, error);
      // A service's own refusal (422, 403…) is an answer; only silence or a crash is unavailable.
      const { reason } = callError.error;
      stopTimer({ outcome: reason === 'SERVICE_UNAVAILABLE' ? 'unavailable' : 'refused', reason });
      throw callError;
    }
  }

  /** The caller context of a protected contract's request, signed for its subject (none: refused there). */
  private signedCaller(contract: RpcContract): string | undefined {
    if (!contract.caller || !this.callerTokens) return undefined;
    const current = callerContext.get();
    const caller =
      current ??
      (current === undefined && this.options.signAsService ? serviceCaller(this.options.name) : null);
    return caller ? this.callerTokens.sign(caller, contract.subject) : undefined;
  }

  private toCallError(subject: string, error: unknown): ServiceCallError {
    const parsed = serviceErrorSchema.safeParse(error);
    if (parsed.success) return new ServiceCallError(parsed.data);
    if (error instanceof TimeoutError)
      this.logger.warn(`NATS ${subject} timed out after ${this.options.timeoutMs} ms`);
    else if (error instanceof ConnectionLost)
      this.logger.warn(`NATS ${subject}: ${(error as Error).message}`);
    else if (error instanceof RequestError && error.isNoResponders())
      this.logger.warn(`NATS ${subject}: no service is listening`);
    else this.logger.warn(`NATS ${subject} failed: ${String((error as Error)?.message ?? error)}`);
    return new ServiceCallError({ reason: 'SERVICE_UNAVAILABLE', message: genericMessages.unavailable });
  }

  // After the HTTP server and the NATS handlers have closed: the requests under way still call out.
  async onApplicationShutdown(): Promise<void> {
    const connection = this.connection;
    this.connection = undefined;
    await connection?.then(
      (nc) => nc.close(),
      () => undefined,
    );
  }
}
