import { expect } from '@jest/globals';
import type { ErrorReason, FieldErrors } from '@encontro/contracts';

/**
 * Awaits a rule's refusal: it must reject with this reason and this pt-BR message (and, when given, these
 * field errors). Resolves to nothing, so a refusal test reads as the rule it pins.
 */
export async function expectRefusal(
  work: Promise<unknown>,
  reason: ErrorReason,
  message: string,
  errors?: FieldErrors,
): Promise<void> {
  await expect(work).rejects.toMatchObject(errors ? { reason, message, errors } : { reason, message });
}

/** None of these doubles was called: what a refusal must leave untouched. */
export function expectNotCalled(...doubles: unknown[]): void {
  for (const double of doubles) expect(double).not.toHaveBeenCalled();
}
