import { describe, expect, it, jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import { AfterAnswer } from './after-answer.service.js';

describe(AfterAnswer.name, () => {
  it('starts the work only after the caller has answered', async () => {
    const afterAnswer = new AfterAnswer();
    const seen: string[] = [];

    afterAnswer.run('lookup', async () => {
      seen.push('work');
    });
    seen.push('answer');
    await afterAnswer.settled();

    expect(seen).toEqual(['answer', 'work']);
  });

  it('logs a failed piece of work instead of letting it escape', async () => {
    const afterAnswer = new AfterAnswer();
    const error = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);

    afterAnswer.run('password reset request', async () => {
      throw new Error('database down');
    });
    await afterAnswer.settled();

    expect(error).toHaveBeenCalledWith('password reset request failed: database down');
    error.mockRestore();
  });

  it('waits at shutdown for every piece of work already started', async () => {
    const afterAnswer = new AfterAnswer();
    let release!: () => void;
    let done = false;
    afterAnswer.run('slow', async () => {
      await new Promise<void>((resolve) => (release = resolve));
      done = true;
    });

    const shutdown = afterAnswer.beforeApplicationShutdown();
    await new Promise((resolve) => setImmediate(resolve));
    expect(done).toBe(false);
    release();
    await shutdown;

    expect(done).toBe(true);
  });
});
