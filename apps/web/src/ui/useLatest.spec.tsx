import { describe, expect, it } from '@jest/globals';
import { renderHook } from '@testing-library/react';
import { useLatest } from './useLatest';

describe(useLatest.name, () => {
  it('keeps one ref that holds the newest value after each render', () => {
    const hook = renderHook(({ value }) => useLatest(value), { initialProps: { value: 'first' } });
    const ref = hook.result.current;
    expect(ref.current).toBe('first');

    hook.rerender({ value: 'second' });
    expect(hook.result.current).toBe(ref);
    expect(ref.current).toBe('second');
  });
});
