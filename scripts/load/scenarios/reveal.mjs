// Friday 00:00 reveal: everyone loads the winners at once (twice the run's connections).
import { row } from '../report.mjs';
import { cannon, get } from '../traffic.mjs';

export async function reveal(run, { people }) {
  const result = await cannon(run, {
    connections: run.connections * 2,
    requestsFor: (n) => {
      const { token } = people[n % people.length];
      return [
        get(`/api/winners/${run.city.cityId}`, token),
        get('/api/me', token),
        get(`/api/indications?city=${run.city.cityId}`, token),
      ];
    },
  });
  return [row('reveal (Fri 00:00)', result, run.config.scenarios.reveal.thresholds)];
}
