import { afterAll, describe, expect, it } from '@jest/globals';
import { EntitySchema } from '@mikro-orm/core';
import { testEnv } from '@encontro/testing';
import { type MikroORM, createOrm } from '../src/index.js';

const probe = new EntitySchema<{ id: number }>({
  name: 'SessionProbe',
  tableName: 'session_probe',
  properties: { id: { type: 'number', primary: true } },
});

describe('the sessions a service opens', () => {
  let orm: MikroORM | undefined;

  afterAll(() => orm?.close(true));

  it('run without JIT compilation, on every connection of the pool', async () => {
    orm = await createOrm({ url: testEnv.databaseUrl, schema: 'public', entities: [probe], migrations: [] });
    // Several connections at once: each one opened by the pool carries the setting.
    const settings = await Promise.all(
      Array.from({ length: 4 }, () =>
        orm!.em
          .fork()
          .transactional((em) =>
            em.execute<{ jit: string }[]>("select pg_sleep(0.05), current_setting('jit') as jit"),
          ),
      ),
    );
    expect(settings.map(([row]) => row!.jit)).toEqual(['off', 'off', 'off', 'off']);
  });
});
