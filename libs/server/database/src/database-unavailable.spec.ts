import { describe, expect, it } from '@jest/globals';
import { isDatabaseUnavailable } from './database-unavailable.js';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe(isDatabaseUnavailable.name, () => {
  it('knows a Postgres that restarts, is starting, is out of connections or cannot be reached', () => {
    expect(
      isDatabaseUnavailable(withCode('terminating connection due to administrator command', '57P01')),
    ).toBe(true);
    expect(isDatabaseUnavailable(withCode('the database system is starting up', '57P03'))).toBe(true);
    expect(isDatabaseUnavailable(withCode('sorry, too many clients already', '53300'))).toBe(true);
    expect(isDatabaseUnavailable(withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
  });

  it('looks through the ORM’s wrapping (previous, cause)', () => {
    const driver = withCode('terminating connection due to administrator command', '57P01');
    expect(
      isDatabaseUnavailable(Object.assign(new Error('insert into … - failed'), { previous: driver })),
    ).toBe(true);
    expect(isDatabaseUnavailable(new Error('query failed', { cause: driver }))).toBe(true);
  });

  it('leaves a statement’s own failures alone', () => {
    expect(isDatabaseUnavailable(withCode('duplicate key value violates unique constraint', '23505'))).toBe(
      false,
    );
    expect(isDatabaseUnavailable(withCode('syntax error at or near "selec"', '42601'))).toBe(false);
    expect(isDatabaseUnavailable('Connection terminated')).toBe(false);
  });
});
