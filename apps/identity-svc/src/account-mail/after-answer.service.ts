import { type BeforeApplicationShutdown, Injectable, Logger } from '@nestjs/common';
import { requestContext } from '@encontro/server-logging';

/**
 * Work a handler starts after it has answered: requests whose answer must not reveal anything
 * (forgot-password, resend-validation) answer at once, in the same time whether or not the account
 * exists, and look the account up afterwards. A failure is logged; shutdown waits for what runs.
 */
@Injectable()
export class AfterAnswer implements BeforeApplicationShutdown {
  private readonly logger = new Logger(AfterAnswer.name);
  private readonly running = new Set<Promise<void>>();

  run(what: string, work: () => Promise<void>): void {
    const context = requestContext.get();
    const task: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
      .then(() => (context ? requestContext.run(context, work) : work()))
      .catch((error: unknown) => this.logger.error(`${what} failed: ${(error as Error).message}`))
      .finally(() => this.running.delete(task));
    this.running.add(task);
  }

  /** Resolves once every piece of work started so far has finished. */
  async settled(): Promise<void> {
    while (this.running.size > 0) await Promise.all([...this.running]);
  }

  /** Before the database and the mail relay stop: what was promised is stored first. */
  async beforeApplicationShutdown(): Promise<void> {
    await this.settled();
  }
}
