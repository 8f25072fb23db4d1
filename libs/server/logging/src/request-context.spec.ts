import { describe, expect, it } from '@jest/globals';
import { requestContext, requestIdFrom } from './request-context.js';

describe('requestContext', () => {
  it('keeps the id across awaits inside run', async () => {
    const seen = await requestContext.run({ requestId: 'req-12345678' }, async () => {
      await new Promise((r) => setTimeout(r, 5));
      return requestContext.requestId();
    });
    expect(seen).toBe('req-12345678');
    expect(requestContext.requestId()).toBeUndefined();
  });

  it('accepts a well-formed incoming id and replaces junk', () => {
    expect(requestIdFrom('abcd-1234-efgh')).toBe('abcd-1234-efgh');
    expect(requestIdFrom('bad id\nwith newline')).not.toContain('\n');
    expect(requestIdFrom(undefined)).toMatch(/^[0-9a-f-]{36}$/);
  });
});
