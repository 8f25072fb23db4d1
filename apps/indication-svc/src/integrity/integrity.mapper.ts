import type { IntegrityCluster, IntegrityReason, IntegrityRisk } from '@encontro/contracts';
import { UNKNOWN_PERSON_NAME, fullName, integrityLimits } from '@encontro/contracts';
import type { StoredCluster, VoterRow } from './integrity.repository.js';

/** `ana@bar.com` → `a***@bar.com`: enough for a moderator to tell accounts apart, no more. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return email ? `${email[0]}***` : '';
  return `${email[0]}***${email.slice(at)}`;
}

/** A cluster as moderators see it; its `network` fields still hold the keyed hashes until `NetworkLabels.relabel`. */
export function toClusterDto(
  cluster: StoredCluster,
  members: readonly VoterRow[],
  risk: IntegrityRisk,
  reasons: IntegrityReason[],
): IntegrityCluster {
  const first = members[0];
  return {
    cluster_id: cluster.id,
    indication_id: cluster.indicationId,
    indication_name: first?.indicationName ?? '',
    city_id: cluster.cityId,
    city: first?.city ?? '',
    week: cluster.week,
    risk,
    reasons,
    accounts: members.map((m) => ({
      user_id: m.userId,
      name: fullName(m) || UNKNOWN_PERSON_NAME,
      email_masked: maskEmail(m.email),
      created_at: m.createdAt?.toISOString() ?? null,
      network: m.signupNetwork,
    })),
    votes: members.map((m) => ({
      user_id: m.userId,
      voted_at: m.votedAt.toISOString(),
      network: m.voteNetwork,
      counted: m.heldBy === null,
    })),
    accounts_total: members.length,
    status: cluster.status,
  };
}

/**
 * A cluster as one card of an answer carries it: its first `accountsPerCard` accounts and their votes
 * (a cluster of thousands would not fit in one NATS message), `accounts_total` still its whole size.
 */
export function toCard(cluster: IntegrityCluster): IntegrityCluster {
  const { accountsPerCard } = integrityLimits;
  return {
    ...cluster,
    accounts: cluster.accounts.slice(0, accountsPerCard),
    votes: cluster.votes.slice(0, accountsPerCard),
  };
}

/** "Rede A", "Rede B", … "Rede Z", "Rede AA": one label per network within one answer, never the hash. */
export class NetworkLabels {
  private readonly labels = new Map<string, string>();

  of(network: string | null): string | null {
    if (network === null) return null;
    let label = this.labels.get(network);
    if (!label) {
      label = `Rede ${letters(this.labels.size)}`;
      this.labels.set(network, label);
    }
    return label;
  }

  relabel(cluster: IntegrityCluster): IntegrityCluster {
    return {
      ...cluster,
      accounts: cluster.accounts.map((a) => ({ ...a, network: this.of(a.network) })),
      votes: cluster.votes.map((v) => ({ ...v, network: this.of(v.network) })),
    };
  }
}

function letters(index: number): string {
  let n = index;
  let out = '';
  do {
    out = String.fromCharCode(65 + (n % 26)) + out;
    n = Math.floor(n / 26) - 1;
  } while (n >= 0);
  return out;
}
