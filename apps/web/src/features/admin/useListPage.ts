import { useState } from 'react';

/**
 * The page a tab's list shows, from 1. `firstPageOf(set)` wraps the setter of a filter (the search, a
 * select, the applied filters) so that a new value starts the list again from its first page.
 */
export function useListPage() {
  const [page, setPage] = useState(1);
  const firstPageOf =
    <T>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };
  return { page, setPage, firstPageOf };
}
