import { describe, expect, it } from '@jest/globals';
import { z } from 'zod';
import { undeclaredFields } from './undeclared-fields.js';

const schema = z.object({
  message: z.string(),
  items: z.array(z.object({ id: z.string(), tags: z.record(z.string(), z.number()) })),
  user: z.object({ name: z.string() }).nullable(),
});
const check = (answer: unknown) => undeclaredFields(answer, schema.parse(answer));

describe(undeclaredFields.name, () => {
  it('finds nothing in an answer that is exactly its contract', () => {
    expect(check({ message: 'ok', items: [{ id: 'a', tags: { x: 1 } }], user: null })).toEqual([]);
  });

  it('names every field the contract does not declare, however deep', () => {
    expect(
      check({
        message: 'ok',
        secret: 'hash',
        items: [{ id: 'a', tags: {}, extra: 1 }],
        user: { name: 'Ana', email: 'ana@example.com' },
      }),
    ).toEqual(['$.secret', '$.items[0].extra', '$.user.email']);
  });

  it('ignores fields left undefined, which JSON drops anyway', () => {
    expect(check({ message: 'ok', items: [], user: null, later: undefined })).toEqual([]);
  });
});
