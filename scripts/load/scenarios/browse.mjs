// Browsing a city's nominations (Monday–Thursday): each connection one person loading the Home.
import { row } from '../report.mjs';
import { cannon, get } from '../traffic.mjs';

export async function browse(run, { people }) {
  const result = await cannon(run, {
    requestsFor: (n) => {
      const { token } = people[n % people.length];
      return [
        get('/api/me', token),
        get(`/api/indications?city=${run.city.cityId}`, token),
        get(`/api/winners/${run.city.cityId}`, token),
        get('/api/forum/restriction-status', token),
      ];
    },
  });
  return [row('browse (Mon–Thu)', result, run.config.scenarios.browse.thresholds)];
}
