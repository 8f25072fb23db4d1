// `npm run load`'s report: one row per measured part of a scenario, printed as a table next to the k6
// thresholds of load/scenarios.json.

/** A figures row from an autocannon result; 429s (rate limits doing their job) are counted apart. */
export function row(label, result, thresholds) {
  const byCode = result.statusCodeStats ?? {};
  const limited = byCode['429']?.count ?? 0;
  const total = result.requests.total;
  const failures =
    result.errors +
    result.timeouts +
    Object.entries(byCode)
      .filter(([code]) => Number(code) >= 400 && code !== '429')
      .reduce((sum, [, { count }]) => sum + count, 0);
  return {
    scenario: label,
    rps: result.requests.average,
    p50: result.latency.p50,
    p90: result.latency.p90,
    p99: result.latency.p99,
    total,
    failures,
    limited,
    thresholds,
  };
}

/** A row of live-stream delivery delays (`push`: opened, delivered, marked, p50/p90/p99). */
export const pushRow = (label, push, thresholds) => ({ scenario: label, push, thresholds });

export function printTable(rows, { connections, duration }) {
  const fmt = (n) => (Number.isFinite(n) ? n.toLocaleString('en-US', { maximumFractionDigits: 0 }) : '–');
  const headers = [
    'scenario',
    'req/s',
    'p50 ms',
    'p90 ms',
    'p99 ms',
    'requests',
    'errors',
    '429',
    'k6 thresholds',
  ];
  const lines = rows.map((r) => {
    if (r.push) {
      const ok = r.push.p90 <= (r.thresholds.pushP95Ms ?? 2000);
      return [
        r.scenario,
        '',
        fmt(r.push.p50),
        fmt(r.push.p90),
        fmt(r.push.p99),
        fmt(r.push.delivered),
        '',
        '',
        `${ok ? '✓' : '✗'} delivery p95 < ${r.thresholds.pushP95Ms} ms (${r.push.marked} timed)`,
      ];
    }
    const errorRate = r.total ? r.failures / r.total : 0;
    const ok = r.p99 <= r.thresholds.p99Ms && errorRate <= r.thresholds.errorRate;
    return [
      r.scenario,
      fmt(r.rps),
      fmt(r.p50),
      fmt(r.p90),
      fmt(r.p99),
      fmt(r.total),
      fmt(r.failures),
      fmt(r.limited),
      `${ok ? '✓' : '✗'} p99 < ${r.thresholds.p99Ms} ms, errors < ${(r.thresholds.errorRate * 100).toFixed(1)}%`,
    ];
  });
  const widths = headers.map((h, i) => Math.max(h.length, ...lines.map((l) => String(l[i]).length)));
  const out = (cells) =>
    cells
      .map((c, i) =>
        i === 0 || i === cells.length - 1 ? String(c).padEnd(widths[i]) : String(c).padStart(widths[i]),
      )
      .join('  ');
  console.log(`\n${out(headers)}\n${widths.map((w) => '─'.repeat(w)).join('  ')}`);
  for (const line of lines) console.log(out(line));
  console.log(
    `\n${connections} connections, ${duration} s per scenario; latencies include error responses; ` +
      '429 = a rate limit answered (not an error).',
  );
}
