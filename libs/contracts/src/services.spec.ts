import { describe, expect, it } from '@jest/globals';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type EventName, eventNames } from './events.js';
import { forumRpc } from './forum.rpc.js';
import { identityRpc } from './identity.rpc.js';
import { indicationRpc } from './indication.rpc.js';
import { moderationRpc } from './moderation.rpc.js';
import { notificationRpc } from './notification.rpc.js';
import type { RpcContract } from './rpc.js';
import {
  allRpcContracts,
  eventProducers,
  rpcOwners,
  serviceCalls,
  serviceNames,
  type ServiceName,
} from './services.js';
import { supportRpc } from './support.rpc.js';

const appsDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'apps');
const appDirOf = (service: ServiceName) => join(appsDir, service, 'src');

/** The app's own source (no tests): what runs in production. */
function sourcesOf(service: ServiceName): { path: string; text: string }[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) return walk(path);
      return name.endsWith('.ts') && !/\.spec\.ts$/.test(name) ? [path] : [];
    });
  return walk(appDirOf(service)).map((path) => ({ path, text: readFileSync(path, 'utf8') }));
}

const isEventName = (value: string): boolean => (eventNames as string[]).includes(value);

/**
 * The events an app writes to its outbox, read from its code: the literal name of every
 * `outbox.add(em, '<name>', …)` / `outbox.prepare('<name>', …)`, `adminActionPerformed(…)` (the audit
 * event), and where a name is passed on in a variable, every event name the file mentions (a
 * generous reading: it can only make an app look like it writes more than it does).
 */
function eventsWrittenBy(service: ServiceName): Set<string> {
  const written = new Set<string>();
  for (const { text } of sourcesOf(service)) {
    for (const call of text.matchAll(/\boutbox\.(?:add|prepare)\(\s*(?:\w+\s*,\s*)?([^,)]+)/g)) {
      const argument = call[1]!.trim();
      const literal = /^(['"])([\w.]+)\1$/.exec(argument);
      if (literal) written.add(literal[2]!);
      else if (argument.startsWith('adminActionPerformed(')) written.add('admin.action_performed');
      else
        for (const quoted of text.matchAll(/'([\w.]+)'/g))
          if (isEventName(quoted[1]!)) written.add(quoted[1]!);
    }
  }
  return written;
}

const rpcGroups: Record<string, Record<string, RpcContract>> = {
  identityRpc,
  indicationRpc,
  forumRpc,
  supportRpc,
  moderationRpc,
  notificationRpc,
};

/** The contracts an app calls, read from its code: every `.call(<group>.<name>, …)`. */
function contractsCalledIn(service: ServiceName): RpcContract[] {
  return sourcesOf(service).flatMap(({ text }) =>
    [...text.matchAll(/\.call\(\s*(\w+Rpc)\.(\w+)/g)].map(([, group, name]) => {
      const contract = rpcGroups[group!]?.[name!];
      if (!contract) throw new Error(`${service} calls ${group}.${name}, which is not a contract`);
      return contract;
    }),
  );
}

describe('eventProducers', () => {
  it('names at least one producing service for every event', () => {
    const producersOf = (name: EventName): readonly ServiceName[] => eventProducers[name] ?? [];
    expect(eventNames.filter((name) => producersOf(name).length === 0)).toEqual([]);
  });

  it('lists exactly the events each app writes to its outbox (so its NATS user may publish them, and only them)', () => {
    for (const service of serviceNames) {
      const declared = eventNames.filter((name) =>
        (eventProducers[name] as readonly ServiceName[]).includes(service),
      );
      expect({ service, events: [...eventsWrittenBy(service)].sort() }).toEqual({
        service,
        events: [...declared].sort(),
      });
    }
  });

  it('reads the writes made through a variable or the audit helper', () => {
    expect([...eventsWrittenBy('indication-svc')]).toEqual(
      expect.arrayContaining(['vote.cast', 'vote.removed']),
    );
    expect([...eventsWrittenBy('forum-svc')]).toContain('admin.action_performed');
  });
});

describe('rpcOwners', () => {
  it("puts every subject under its owner's prefix", () => {
    for (const { owner, contract } of allRpcContracts)
      expect([contract.subject, contract.subject.startsWith(`${rpcOwners[owner].prefix}.`)]).toEqual([
        contract.subject,
        true,
      ]);
  });

  it('gives every subject one owner', () => {
    const subjects = allRpcContracts.map(({ contract }) => contract.subject);
    expect(new Set(subjects).size).toBe(subjects.length);
  });
});

describe('serviceCalls', () => {
  it("declares every contract a service calls (its NATS user may publish on nothing else), and nothing it doesn't", () => {
    for (const service of serviceNames.filter((s) => s !== 'gateway')) {
      const called = [...new Set(contractsCalledIn(service).map((c) => c.subject))].sort();
      const declared = [...new Set((serviceCalls[service] ?? []).map((c) => c.subject))].sort();
      expect({ service, called }).toEqual({ service, called: declared });
    }
  });

  it('leaves the protected subjects the gateway calls marked with a caller rule', () => {
    const protectedSubjects = allRpcContracts
      .filter(({ contract }) => contract.caller)
      .map(({ contract }) => contract.subject);
    expect(protectedSubjects).toEqual(
      expect.arrayContaining(['identity.admin-user.delete', 'identity.user-data.export']),
    );
    for (const subject of protectedSubjects)
      expect(subject).toMatch(
        /\.(admin-|integrity\.|user-data\.|account\.delete|censored-word\.|settings\.|statistics\.|audit\.|week\.voters)/,
      );
  });
});
