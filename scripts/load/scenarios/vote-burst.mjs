// Thursday-night vote burst: each connection one person casting and removing their vote.
import { row } from '../report.mjs';
import { cannon, send } from '../traffic.mjs';

export async function voteBurst(run, { people, indications }) {
  const result = await cannon(run, {
    connections: Math.min(run.connections, people.length),
    requestsFor: (n) => {
      const { token } = people[n % people.length];
      const path = `/api/indications/${indications[n % indications.length]}/vote`;
      return [send('POST', path, token), send('DELETE', path, token)];
    },
  });
  return [row('vote burst (Thu 22:00)', result, run.config.scenarios['vote-burst'].thresholds)];
}
