// The week's data a scenario needs: approved nominations to vote on, winners to load, forums to use.
import { fail, sleep } from 'k6';
import encoding from 'k6/encoding';
import http from 'k6/http';
import { BASE_URL, call, json, login, must, type LoadConfig } from './api.ts';
import { type PlatformSettings, settingsWithAutoHold, venueFields } from './request-bodies.ts';
import type { User } from './users.ts';

/** A 64×64 PNG: nominations need one photo (checked by content and re-encoded by the gateway). */
const PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAEAAAABACAIAAAAlC+aJAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAn0lEQVRoge2SQQkAQRDDKuyc1G6ErYh7hIFCBKSh6cdpoht0A9ArdhfiLtENugHoFbsLcZfoBt0A9IrdhbhLdINuAHrF7kLcJbpBNwC9Ynch7hLdoBuAXrG7EHeJbtANQK/YXYi7RDfoBqBX7C7EXaIbdAPQK3YX4i7RDboB6BW7C3GX6AbdAPSK3YW4S3SDbgB6xe5C3CW6QTcAveIfHknSsTzB/CXBAAAAAElFTkSuQmCC';

export type Indication = { indication_id: string; name: string; status: string; vote_count: number };
export type Winner = { indication_id: string; name: string; host_id: string; winner_position: number };

export function cityIndications(config: LoadConfig, token: string): Indication[] {
  const response = must(
    call('GET', `/api/indications?city=${config.city.cityId}`, { token, name: 'GET /api/indications' }),
    'GET /api/indications',
  );
  return json<{ indications: Indication[] }>(response).indications;
}

export function winners(config: LoadConfig, token: string): Winner[] {
  const response = must(
    call('GET', `/api/winners/${config.city.cityId}`, { token, name: 'GET /api/winners/{city}' }),
    'GET /api/winners',
  );
  return json<{ winners: Winner[] }>(response).winners ?? [];
}

/** Each host nominates a venue (Monday–Thursday); an admin approves the pending ones. */
export function nominate(config: LoadConfig, hosts: User[]): string[] {
  const ids: string[] = [];
  for (const [index, host] of hosts.entries()) {
    const response = http.post(
      `${BASE_URL}/api/indications`,
      {
        ...venueFields(index),
        photos: http.file(encoding.b64decode(PNG, 'std'), 'venue.png', 'image/png'),
      },
      { headers: { Authorization: `Bearer ${host.token}` }, tags: { name: 'POST /api/indications' } },
    );
    if (response.status === 409) continue; // already nominated this week (a users file reused)
    must(response, `nomination by ${host.email}`, [201]);
    const { indication } = json<{ indication: { indication_id: string; status: string } | null }>(response);
    if (indication && indication.status === 'pending') ids.push(indication.indication_id);
  }
  if (ids.length > 0) {
    const admin = login(__ENV.ADMIN_EMAIL || 'admin@example.com', __ENV.ADMIN_PASSWORD || 'Admin123');
    for (const id of ids)
      must(
        call('PUT', `/api/admin/indications/${id}/approve`, { token: admin, name: 'PUT approve' }),
        `approve ${id}`,
      );
  }
  const active = cityIndications(config, hosts[0]?.token ?? '').filter((i) => i.status === 'active');
  if (active.length === 0) fail(`no approved nomination in ${config.city.city} this week`);
  return active.map((i) => i.indication_id);
}

/** Polls until the city's winners are out (Friday 00:00 processing runs within seconds). */
export function waitForWinners(config: LoadConfig, token: string, seconds = 60): Winner[] {
  for (let waited = 0; waited < seconds; waited += 1) {
    const list = winners(config, token);
    if (list.length > 0) return list;
    sleep(1);
  }
  return fail(`no winners in ${config.city.city} after ${seconds} s`);
}

/**
 * Runs `work` with the automatic hold of suspicious votes off (the dev clock's synthetic week only), then puts
 * the setting back: load-test people are a burst of new accounts voting together, which the vote-integrity
 * rules put under review on Thursday 23:00 (issue 27), so the week would reveal no winner.
 */
export function withoutAutoHold<T>(work: () => T): T {
  const admin = login(__ENV.ADMIN_EMAIL || 'admin@example.com', __ENV.ADMIN_PASSWORD || 'Admin123');
  const current = json<PlatformSettings>(
    must(call('GET', '/api/admin/settings', { token: admin, name: 'GET settings' }), 'GET settings'),
  );
  const save = (on: boolean) =>
    must(
      call('PUT', '/api/admin/settings', {
        token: admin,
        name: 'PUT settings',
        body: settingsWithAutoHold(current, on),
      }),
      'PUT settings',
    );
  if (!current.integrity_auto_hold) return work();
  save(false);
  // admin-svc announces settings by event: give indication-svc a moment to apply it before the clock moves.
  sleep(3);
  try {
    return work();
  } finally {
    save(true);
  }
}
