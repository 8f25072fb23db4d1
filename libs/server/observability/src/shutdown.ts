import { Injectable } from '@nestjs/common';
import type { Logger } from 'pino';

/** Whether the process has been told to stop: from then on readiness answers 503. */
@Injectable()
export class ShutdownState {
  private startedAt?: number;

  begin(): void {
    this.startedAt ??= Date.now();
  }

  get shuttingDown(): boolean {
    return this.startedAt !== undefined;
  }
}

const SHUTDOWN_SIGNALS = ['SIGTERM', 'SIGINT'] as const;

/**
 * Runs `shutdown` on the first SIGTERM or SIGINT (a second one while it runs changes nothing: the
 * orchestrator's SIGKILL ends a drain that overruns its grace period). Then the process ends on its
 * own once the log is written (pino writes asynchronously: ending it by the signal, as Nest's hooks
 * do, loses the shutdown's last lines), with code 0, or 1 when the shutdown failed; anything that
 * would still hold it open gets `LINGER_MS`. Returns the uninstaller.
 */
export function onShutdownSignals(
  shutdown: (signal: NodeJS.Signals) => Promise<void>,
  logger: Pick<Logger, 'info' | 'error'>,
): () => void {
  let running = false;
  const end = (code: number) => {
    uninstall();
    process.exitCode = code;
    setTimeout(() => process.exit(), LINGER_MS).unref();
  };
  const handle = (signal: NodeJS.Signals) => {
    if (running) {
      logger.info(`${signal} received again: still shutting down`);
      return;
    }
    running = true;
    shutdown(signal).then(
      () => end(0),
      (error: unknown) => {
        logger.error(`shutdown failed: ${(error as Error)?.stack ?? String(error)}`);
        end(1);
      },
    );
  };
  const uninstall = () => {
    for (const signal of SHUTDOWN_SIGNALS) process.off(signal, handle);
  };
  for (const signal of SHUTDOWN_SIGNALS) process.on(signal, handle);
  return uninstall;
}

const LINGER_MS = 2000;
