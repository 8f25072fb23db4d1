import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { MikroORM } from '@mikro-orm/postgresql';
import type { EventPayload } from '@encontro/contracts';
import { waitFor } from '@encontro/testing';
import { SettingsService } from '../../src/settings/settings.service.js';
import { type IndicationTestApp, createIndicationTestApp } from '../support/index.js';

type Announced = EventPayload<'platform.settings_changed'>;

describe('indication-svc: the integrity_auto_hold setting (platform.settings_changed)', () => {
  let t: IndicationTestApp;

  beforeAll(async () => {
    t = await createIndicationTestApp('ind_auto_hold');
  }, 60_000);

  afterAll(() => t?.close());

  const processed = async () =>
    Number(
      (
        await t.sql<{ n: string }>(`select count(*) as n from ${t.table('inbox')} where name = ?`, [
          'platform.settings_changed',
        ])
      )[0]!.n,
    );
  const announce = async (
    settings: Omit<Announced, 'integrity_auto_hold'> & { integrity_auto_hold?: boolean },
  ) => {
    const before = await processed();
    // Without the flag: as admin-svc announced before issue 27.
    await t.publish('platform.settings_changed', settings as Announced);
    await waitFor(async () => (await processed()) > before);
  };
  const settings = (at: string, integrity_auto_hold?: boolean) => ({
    platform_name: 'Encontro',
    contact_email: 'contato@encontro.app',
    auto_censor: true,
    approval_required: true,
    ...(integrity_auto_hold === undefined ? {} : { integrity_auto_hold }),
    at,
  });
  const autoHold = () => t.get(SettingsService).integrityAutoHold(t.get(MikroORM).em.fork());

  it('holds automatically until admin-svc announces otherwise, then obeys the latest announcement only', async () => {
    await expect(autoHold()).resolves.toBe(true);

    await announce(settings('2026-11-23T12:00:00.000Z', false));
    await expect(autoHold()).resolves.toBe(false);

    // An older announcement arriving late changes nothing.
    await announce(settings('2026-11-23T11:00:00.000Z', true));
    await expect(autoHold()).resolves.toBe(false);

    await announce(settings('2026-11-23T13:00:00.000Z', true));
    await expect(autoHold()).resolves.toBe(true);
  });

  it('takes an announcement written before the setting existed as the hold on', async () => {
    await announce(settings('2026-11-24T12:00:00.000Z', false));
    await expect(autoHold()).resolves.toBe(false);

    await announce(settings('2026-11-24T13:00:00.000Z'));

    await expect(autoHold()).resolves.toBe(true);
  });
});
