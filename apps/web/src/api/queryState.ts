/**
 * A read that failed with nothing to show. A refetch that fails while an answer is cached (offline,
 * the server away) keeps `data`: the page goes on showing it (the offline banner says why) rather
 * than swapping it for an error.
 */
export const failedWithoutData = (query: { isError: boolean; data?: unknown }): boolean =>
  query.isError && query.data === undefined;
