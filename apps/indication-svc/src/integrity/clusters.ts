import type { IntegrityReason, IntegrityRisk } from '@encontro/contracts';

/** One vote of the week with what is known of its voter: the input of the cluster detection. */
export type VoterRecord = {
  userId: string;
  indicationId: string;
  votedAt: Date;
  /** The network the vote came from (keyed hash), null when unknown or expired. */
  voteNetwork: string | null;
  /** The network the account was made from (keyed hash), null when unknown or expired (90 days). */
  signupNetwork: string | null;
  /** When the account was made; null once its signals expired (it is then older than 90 days). */
  createdAt: Date | null;
  verifiedAt: Date | null;
  emailDomain: string | null;
  /** An earlier week's vote or attendance. */
  hasHistory: boolean;
};

/** The thresholds, named (docs/decisions.md). */
export const clusterRules = {
  /** Accounts sharing a registration or voting network that make a group. */
  minNetworkGroup: 3,
  /** Accounts made, or fresh accounts voting, within one burst window that make a group. */
  minBurstGroup: 4,
  registrationBurstMs: 60 * 60_000,
  votingBurstMs: 15 * 60_000,
  /** A reason inside a cluster is worth stating from this many accounts. */
  minReason: 3,
  /** A verification this close before the vote is "just made to vote". */
  recentVerificationMs: 60 * 60_000,
  /** An e-mail domain used by at most this share of the week's voters of the city is notable. */
  rareDomainShare: 0.2,
} as const;

const byTime =
  <T>(at: (item: T) => number) =>
  (a: T, b: T) =>
    at(a) - at(b);

/** The largest set of items within `windowMs` of each other (by `at`), with its span in ms. */
function densestWindow<T>(items: readonly T[], at: (item: T) => number, windowMs: number) {
  const sorted = [...items].sort(byTime(at));
  let best = { items: [] as T[], spanMs: 0 };
  let start = 0;
  for (let end = 0; end < sorted.length; end += 1) {
    while (at(sorted[end]!) - at(sorted[start]!) > windowMs) start += 1;
    if (end - start + 1 > best.items.length)
      best = { items: sorted.slice(start, end + 1), spanMs: at(sorted[end]!) - at(sorted[start]!) };
  }
  return best;
}

/**
 * The bursts of `items`: windows of at least `min` items within `windowMs` of the window's first, with
 * overlapping windows merged into one run (they share items, so they would be one cluster anyway).
 * Linear after the sort: a burst of a thousand accounts is one group, not a thousand overlapping ones.
 */
function burstGroups<T>(items: readonly T[], at: (item: T) => number, windowMs: number, min: number): T[][] {
  const sorted = [...items].sort(byTime(at));
  const groups: T[][] = [];
  let run: { from: number; to: number } | null = null;
  let start = 0;
  for (let end = 0; end < sorted.length; end += 1) {
    while (at(sorted[end]!) - at(sorted[start]!) > windowMs) start += 1;
    if (end - start + 1 < min) continue;
    if (run && start <= run.to) run.to = end;
    else {
      if (run) groups.push(sorted.slice(run.from, run.to + 1));
      run = { from: start, to: end };
    }
  }
  if (run) groups.push(sorted.slice(run.from, run.to + 1));
  return groups;
}

function groupsBy<T>(items: readonly T[], key: (item: T) => string | null): T[][] {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    if (k === null) continue;
    const group = groups.get(k);
    if (group) group.push(item);
    else groups.set(k, [item]);
  }
  return [...groups.values()];
}

const largest = <T>(groups: T[][]): T[] => groups.reduce((a, b) => (b.length > a.length ? b : a), [] as T[]);

/**
 * The groups of voters of one week and city that voted for the same indication and share a
 * registration network, a registration burst, or (among accounts without history) a voting burst.
 * Overlapping groups of one indication are one cluster. Each cluster is its voters' ids, sorted.
 */
export function detectClusters(
  records: readonly VoterRecord[],
): { indicationId: string; members: string[] }[] {
  const clusters: { indicationId: string; members: string[] }[] = [];
  for (const votes of groupsBy(records, (r) => r.indicationId)) {
    const seeds = [
      ...groupsBy(votes, (r) => r.signupNetwork).filter((g) => g.length >= clusterRules.minNetworkGroup),
      ...groupsBy(votes, (r) => r.voteNetwork).filter((g) => g.length >= clusterRules.minNetworkGroup),
      ...burstGroups(
        votes.filter((r) => r.createdAt !== null),
        (r) => r.createdAt!.getTime(),
        clusterRules.registrationBurstMs,
        clusterRules.minBurstGroup,
      ),
      ...burstGroups(
        votes.filter((r) => !r.hasHistory),
        (r) => r.votedAt.getTime(),
        clusterRules.votingBurstMs,
        clusterRules.minBurstGroup,
      ),
    ];
    // Union-find over the seeds' members: seeds that share a voter are one cluster.
    const parent = new Map<string, string>();
    const find = (id: string): string => {
      const p = parent.get(id) ?? id;
      if (p === id) return id;
      const root = find(p);
      parent.set(id, root);
      return root;
    };
    for (const seed of seeds) {
      const [first, ...rest] = seed.map((r) => r.userId);
      for (const id of rest) parent.set(find(id), find(first!));
      parent.set(first!, find(first!));
    }
    const members = new Map<string, string[]>();
    for (const id of parent.keys()) {
      const root = find(id);
      const ids = members.get(root);
      if (ids) ids.push(id);
      else members.set(root, [id]);
    }
    for (const ids of members.values())
      clusters.push({ indicationId: votes[0]!.indicationId, members: [...ids].sort() });
  }
  return clusters;
}

const minutes = (ms: number) => Math.max(1, Math.round(ms / 60_000));
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * A cluster's risk and its reasons in pt-BR. `cityVoters` are all the week's voters of the city (to
 * tell a common e-mail domain from a rare one).
 *
 * NAT-aware: many honest people share a university's or a café's network, so a shared network alone
 * is never `high`. `high` needs mostly accounts without history (no earlier vote or attendance) and
 * strong signals together; a cluster where at least half the accounts have history is `low`.
 */
export function assessCluster(
  members: readonly VoterRecord[],
  cityVoters: readonly VoterRecord[],
): { risk: IntegrityRisk; reasons: IntegrityReason[] } {
  const n = members.length;
  const reasons: IntegrityReason[] = [];
  let points = 0;

  const signupGroup = largest(groupsBy(members, (r) => r.signupNetwork));
  const sharedSignup = signupGroup.length >= clusterRules.minReason;
  const burst = densestWindow(
    members.filter((r) => r.createdAt !== null),
    (r) => r.createdAt!.getTime(),
    clusterRules.registrationBurstMs,
  );
  const registrationBurst = burst.items.length >= clusterRules.minReason;
  const burstOnOneNetwork =
    registrationBurst &&
    burst.items.every((r) => r.signupNetwork !== null && r.signupNetwork === signupGroup[0]?.signupNetwork);
  if (registrationBurst) {
    points += 2;
    reasons.push({
      code: 'registration_burst',
      text: `${burst.items.length} contas criadas em ${plural(minutes(burst.spanMs), 'minuto', 'minutos')}${burstOnOneNetwork ? ' na mesma rede' : ''}`,
    });
  }
  if (sharedSignup) {
    points += 2;
    if (!burstOnOneNetwork || signupGroup.length !== burst.items.length)
      reasons.push({
        code: 'shared_registration_network',
        text: `${signupGroup.length} contas criadas na mesma rede`,
      });
  }

  const voteGroup = largest(groupsBy(members, (r) => r.voteNetwork));
  if (voteGroup.length >= clusterRules.minReason) {
    points += 1;
    reasons.push({ code: 'shared_voting_network', text: `${voteGroup.length} votos vindos da mesma rede` });
  }
  const votes = densestWindow(members, (r) => r.votedAt.getTime(), clusterRules.votingBurstMs);
  if (votes.items.length >= clusterRules.minReason) {
    points += 1;
    reasons.push({
      code: 'voting_burst',
      text: `${votes.items.length} votos em ${plural(minutes(votes.spanMs), 'minuto', 'minutos')}`,
    });
  }

  const recentlyVerified = members.filter(
    (r) =>
      r.verifiedAt !== null &&
      r.votedAt.getTime() - r.verifiedAt.getTime() >= 0 &&
      r.votedAt.getTime() - r.verifiedAt.getTime() <= clusterRules.recentVerificationMs,
  ).length;
  if (recentlyVerified >= clusterRules.minReason) {
    points += 1;
    reasons.push({
      code: 'recently_verified',
      text: `${recentlyVerified} contas votaram menos de 1 hora depois de confirmar o e-mail`,
    });
  }

  const domainGroup = largest(groupsBy(members, (r) => r.emailDomain));
  const domain = domainGroup[0]?.emailDomain;
  const domainShare = domain
    ? cityVoters.filter((r) => r.emailDomain === domain).length / Math.max(1, cityVoters.length)
    : 1;
  if (domainGroup.length >= clusterRules.minReason && domainShare <= clusterRules.rareDomainShare) {
    points += 1;
    reasons.push({
      code: 'same_email_domain',
      text: `${domainGroup.length} contas com e-mail do mesmo domínio (${domain})`,
    });
  }

  const withHistory = members.filter((r) => r.hasHistory).length;
  const fresh = n - withHistory;
  if (fresh === n)
    reasons.push({ code: 'no_history', text: 'nenhuma delas tinha votado ou comparecido antes' });
  else if (fresh > 0)
    reasons.push({
      code: 'no_history',
      text: `${fresh} de ${n} contas nunca tinham votado ou comparecido antes`,
    });
  if (withHistory > 0)
    reasons.push({
      code: 'with_history',
      text: `${withHistory} de ${n} contas já votaram ou compareceram em semanas anteriores (rede compartilhada, como universidade ou café)`,
    });

  const freshShare = fresh / Math.max(1, n);
  const risk: IntegrityRisk =
    n >= clusterRules.minBurstGroup && freshShare >= 0.75 && points >= 3
      ? 'high'
      : withHistory / Math.max(1, n) >= 0.5
        ? 'low'
        : points >= 2 && freshShare >= 0.5
          ? 'medium'
          : 'low';
  return { risk, reasons };
}
