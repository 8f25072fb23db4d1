import { describe, expect, it } from '@jest/globals';
import { supportMessages } from './support.messages.js';

describe('supportMessages.attemptsRemaining', () => {
  it('says one attempt in the singular', () => {
    expect(supportMessages.attemptsRemaining(1)).toBe('Você tem 1 tentativa restante hoje');
  });

  it.each([0, 2, 5])('keeps SPEC’s plural for %i', (n) => {
    expect(supportMessages.attemptsRemaining(n)).toBe(`Você tem ${n} tentativas restantes hoje`);
  });
});
