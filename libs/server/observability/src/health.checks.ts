export const HEALTH_CHECKS = Symbol('HEALTH_CHECKS');

/** A named readiness check: resolves when the dependency answers, rejects otherwise. */
export type HealthCheck = { name: string; check: () => Promise<void>; close?: () => Promise<void> };

export async function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      promise,
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`${what} did not answer within ${ms} ms`)), ms);
      }),
    ]);
  } finally {
    if (timer) clearTimeout(timer);
  }
}
