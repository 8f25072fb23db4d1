import { automock } from '@encontro/testing';
import { AfterAnswer } from '../../src/account-mail/after-answer.service.js';

/**
 * AfterAnswer keeping the work it is handed instead of starting it: the test runs that work with
 * `runAfterwards`, once the answer is out.
 */
export function deferredAfterAnswer() {
  const afterAnswer = automock(AfterAnswer);
  const afterwards: (() => Promise<void>)[] = [];
  afterAnswer.run.mockImplementation((_what, work) => {
    afterwards.push(work);
  });
  const runAfterwards = async () => {
    for (const work of afterwards) await work();
  };
  return { afterAnswer, runAfterwards };
}
