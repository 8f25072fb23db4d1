import { describe, expect, it } from '@jest/globals';
import { type VoterRecord, assessCluster, detectClusters } from './clusters.js';

const BAR = 'aaaaaaaa-0000-4000-8000-000000000001';
const REAL = 'aaaaaaaa-0000-4000-8000-000000000002';
const T0 = new Date('2026-11-24T20:00:00-03:00').getTime();
const min = (n: number) => new Date(T0 + n * 60_000);

let seq = 0;
const voter = (over: Partial<VoterRecord> = {}): VoterRecord => {
  seq += 1;
  return {
    userId: `00000000-0000-4000-8000-${String(seq).padStart(12, '0')}`,
    indicationId: BAR,
    votedAt: min(600 + seq * 90),
    voteNetwork: `net-vote-${seq}`,
    signupNetwork: `net-signup-${seq}`,
    createdAt: min(-100_000 + seq * 5_000),
    verifiedAt: null,
    emailDomain: 'gmail.com',
    hasHistory: false,
    ...over,
  };
};

/** Eight accounts made in 40 minutes on one network, voting together for one bar. */
const sockPuppets = () =>
  Array.from({ length: 8 }, (_, i) =>
    voter({
      signupNetwork: 'rival-net',
      voteNetwork: 'rival-net',
      createdAt: min(i * 5 + 1),
      verifiedAt: min(i * 5 + 3),
      votedAt: min(50 + i * 2),
    }),
  );

describe(detectClusters.name, () => {
  it('takes a burst of thousands of fresh accounts as one cluster, and two bursts apart as two', () => {
    // 3,000 accounts, one every second (overlapping 15-minute windows all the way), then 4 a day later.
    const flood = Array.from({ length: 3000 }, (_, i) =>
      voter({ voteNetwork: null, signupNetwork: null, createdAt: null, votedAt: new Date(T0 + i * 1000) }),
    );
    const later = Array.from({ length: 4 }, (_, i) =>
      voter({ voteNetwork: null, signupNetwork: null, createdAt: null, votedAt: min(24 * 60 + i) }),
    );
    const clusters = detectClusters([...flood, ...later]);
    expect(clusters.map((c) => c.members.length).sort((a, b) => a - b)).toEqual([4, 3000]);
    expect(clusters.find((c) => c.members.length === 4)!.members).toEqual(later.map((v) => v.userId).sort());
  });

  it('groups accounts of one indication that share a registration network', () => {
    const puppets = sockPuppets();
    const honest = [
      voter({ indicationId: REAL }),
      voter({ indicationId: REAL }),
      voter({ indicationId: REAL }),
    ];

    const clusters = detectClusters([...puppets, ...honest]);

    expect(clusters).toEqual([{ indicationId: BAR, members: puppets.map((p) => p.userId).sort() }]);
  });

  it('finds no cluster in three votes from three networks, even made the same hour', () => {
    const honest = [0, 10, 20].map((m) =>
      voter({ indicationId: REAL, createdAt: min(m), votedAt: min(m + 30) }),
    );
    expect(detectClusters(honest)).toEqual([]);
  });

  it('keeps indications apart: one network voting for two bars is two clusters', () => {
    const a = [1, 2, 3].map(() => voter({ signupNetwork: 'shared', indicationId: BAR }));
    const b = [1, 2, 3].map(() => voter({ signupNetwork: 'shared', indicationId: REAL }));
    expect(
      detectClusters([...a, ...b])
        .map((c) => c.indicationId)
        .sort(),
    ).toEqual([BAR, REAL].sort());
  });

  it('groups a burst of four accounts made within an hour on different networks', () => {
    const burst = [0, 15, 30, 55].map((m) => voter({ createdAt: min(m) }));
    expect(detectClusters(burst)).toEqual([
      { indicationId: BAR, members: burst.map((v) => v.userId).sort() },
    ]);
  });

  it('groups fresh accounts voting in a burst, but not accounts with history', () => {
    const fresh = [0, 3, 6, 9].map((m) => voter({ votedAt: min(m) }));
    const regulars = [0, 3, 6, 9].map((m) => voter({ votedAt: min(m), hasHistory: true }));
    expect(detectClusters(fresh)).toHaveLength(1);
    expect(detectClusters(regulars)).toEqual([]);
  });

  it('merges groups that share a voter into one cluster', () => {
    const net = [1, 2, 3].map(() => voter({ signupNetwork: 'n1' }));
    const bridge = voter({ signupNetwork: 'n2', voteNetwork: 'v1' });
    const other = [1, 2].map(() => voter({ signupNetwork: 'n3', voteNetwork: 'v1' }));
    net[0]!.voteNetwork = 'v1';
    const clusters = detectClusters([...net, bridge, ...other]);
    expect(clusters).toHaveLength(1);
    expect(clusters[0]!.members).toHaveLength(6);
  });
});

describe(assessCluster.name, () => {
  it('calls fresh accounts made in a burst on one network high risk, with the reasons in pt-BR', () => {
    const puppets = sockPuppets();
    const { risk, reasons } = assessCluster(puppets, puppets);
    expect(risk).toBe('high');
    expect(reasons.map((r) => r.text)).toEqual(
      expect.arrayContaining([
        '8 contas criadas em 35 minutos na mesma rede',
        '8 votos vindos da mesma rede',
        '8 votos em 14 minutos',
        '8 contas votaram menos de 1 hora depois de confirmar o e-mail',
        'nenhuma delas tinha votado ou comparecido antes',
      ]),
    );
  });

  it('is NAT-aware: eight accounts with history on one network are low risk', () => {
    const cafe = sockPuppets().map((v) => ({ ...v, hasHistory: true }));
    const { risk, reasons } = assessCluster(cafe, cafe);
    expect(risk).toBe('low');
    expect(reasons.map((r) => r.code)).toContain('with_history');
  });

  it('keeps a half-regular cluster low, and a fresh one with one signal medium', () => {
    const half = sockPuppets().map((v, i) => ({ ...v, hasHistory: i % 2 === 0 }));
    expect(assessCluster(half, half).risk).toBe('low');
    const shared = [1, 2, 3, 4].map(() => voter({ signupNetwork: 'dorm' }));
    expect(assessCluster(shared, shared).risk).toBe('medium');
  });

  it('names a rare shared e-mail domain, not a common one', () => {
    const puppets = sockPuppets().map((v) => ({ ...v, emailDomain: 'meubar.com.br' }));
    const city = [...puppets, ...Array.from({ length: 40 }, () => voter())];
    expect(assessCluster(puppets, city).reasons).toContainEqual({
      code: 'same_email_domain',
      text: '8 contas com e-mail do mesmo domínio (meubar.com.br)',
    });
    const gmail = sockPuppets();
    expect(
      assessCluster(gmail, [...gmail, ...Array.from({ length: 40 }, () => voter())]).reasons,
    ).not.toContainEqual(expect.objectContaining({ code: 'same_email_domain' }));
  });

  it('never calls fewer than four accounts high', () => {
    const three = sockPuppets().slice(0, 3);
    expect(assessCluster(three, three).risk).not.toBe('high');
  });
});
