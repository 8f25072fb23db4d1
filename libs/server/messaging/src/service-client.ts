import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { ClientNats, NatsRecordBuilder } from '@nestjs/microservices';
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
import { headers as natsHeaders } from '@nats-io/transport-node';
import { TimeoutError, firstValueFrom, timeout } from 'rxjs';
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

/**
 * Request/reply to the services over NATS. Never hangs: a dead or slow service ends in
 * SERVICE_UNAVAILABLE after `timeoutMs`. The request id travels in a header.
 */
@Injectable()
export class ServiceClient implements OnApplicationShutdown {
  private readonly logger = new Logger(ServiceClient.name);
  private readonly client: ClientNats;
  private readonly callerTokens?: CallerTokens;

  constructor(@Inject(SERVICE_CLIENT_OPTIONS) private readonly options: ServiceClientOptions) {
    if (options.callerSecret) this.callerTokens = new CallerTokens(options.callerSecret, options.name);
    this.client = new ClientNats({
      ...natsConnectionOptions(options.url, options.auth),
      name: options.name,
      maxReconnectAttempts: -1,
      reconnectTimeWait: 500,
    });
  }

  /** Calls the service that answers `contract`: the payload and the answer are typed by the contract. */
  async call<C extends RpcContract>(contract: C, payload: RpcInput<C>): Promise<RpcResponse<C>> {
    const { subject } = contract;
    const header = natsHeaders();
    const requestId = requestContext.requestId();
    if (requestId) header.set(REQUEST_ID_HEADER, requestId);
    const caller = this.signedCaller(contract);
    if (caller) header.set(CALLER_HEADER, caller);
    const record = new NatsRecordBuilder(payload).setHeaders(header).build();
    const stopTimer = natsRequestDuration.startTimer({ subject });
    try {
      // A client span `nats request <subject>`; its traceparent joins the request id in the headers.
      const answer = await inNatsRequestSpan(
        subject,
        header,
        () =>
          firstValueFrom(
            this.client.send<RpcResponse<C>>(subject, record).pipe(timeout(this.options.timeoutMs)),
          ),
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
    if (!(error instanceof TimeoutError))
      this.logger.warn(`NATS ${subject} failed: ${String((error as Error)?.message ?? error)}`);
    else this.logger.warn(`NATS ${subject} timed out after ${this.options.timeoutMs} ms`);
    return new ServiceCallError({ reason: 'SERVICE_UNAVAILABLE', message: genericMessages.unavailable });
  }

  // After the HTTP server and the NATS handlers have closed: the requests under way still call out.
  async onApplicationShutdown(): Promise<void> {
    await this.client.close();
  }
}
