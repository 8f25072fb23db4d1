/** Polls until `check` returns a truthy value or the time is up (for asynchronous effects in tests). */
export async function waitFor<T>(check: () => Promise<T> | T, timeoutMs = 5000, stepMs = 50): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  for (;;) {
    try {
      const value = await check();
      if (value) return value;
    } catch (error) {
      last = error;
    }
    if (Date.now() > deadline)
      throw new Error(`waitFor timed out after ${timeoutMs} ms${last ? `: ${String(last)}` : ''}`);
    await new Promise((resolve) => setTimeout(resolve, stepMs));
  }
}
