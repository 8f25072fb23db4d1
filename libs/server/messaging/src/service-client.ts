import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { ClientNats, NatsRecordBuilder } from '@nestjs/microservices';
import {
  genericMessages,
  serviceErrorSchema,
  type RpcContract,
  type RpcInput,
  type RpcResponse,
  type ServiceError,
} from '@encontro/contracts';
import { REQUEST_ID_HEADER, requestContext } from '@encontro/server-logging';
import { natsRequestDuration } from '@encontro/server-observability';
import { headers as natsHeaders } from '@nats-io/transport-node';
import { TimeoutError, firstValueFrom, timeout } from 'rxjs';

export const SERVICE_CLIENT_OPTIONS = Symbol('SERVICE_CLIENT_OPTIONS');
export type ServiceClientOptions = { url: string; timeoutMs: number; name: string };

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
export class ServiceClient implements OnModuleDestroy {
  private readonly logger = new Logger(ServiceClient.name);
  private readonly client: ClientNats;

  constructor(@Inject(SERVICE_CLIENT_OPTIONS) private readonly options: ServiceClientOptions) {
    this.client = new ClientNats({
      servers: options.url.split(','),
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
    const record = new NatsRecordBuilder(payload).setHeaders(header).build();
    const stopTimer = natsRequestDuration.startTimer({ subject });
    try {
      const answer = await firstValueFrom(
        this.client.send<RpcResponse<C>>(subject, record).pipe(timeout(this.options.timeoutMs)),
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

  private toCallError(subject: string, error: unknown): ServiceCallError {
    const parsed = serviceErrorSchema.safeParse(error);
    if (parsed.success) return new ServiceCallError(parsed.data);
    if (!(error instanceof TimeoutError))
      this.logger.warn(`NATS ${subject} failed: ${String((error as Error)?.message ?? error)}`);
    else this.logger.warn(`NATS ${subject} timed out after ${this.options.timeoutMs} ms`);
    return new ServiceCallError({ reason: 'SERVICE_UNAVAILABLE', message: genericMessages.unavailable });
  }

  async onModuleDestroy(): Promise<void> {
    await this.client.close();
  }
}
