import { identityRpc } from '@encontro/contracts';
import { rpcHandlers } from '@encontro/server-messaging';
import { GeoService } from './geo.service.js';

export const GeoHandlers = rpcHandlers(
  'GeoHandlers',
  identityRpc,
  { geo: GeoService },
  {
    listStates: (_request, { geo }) => ({ states: geo.stateNames() }),
    listCities: ({ state }, { geo }) => ({ cities: geo.cities(state) }),
    resolveCity: ({ slug }, { geo }) => ({ matches: geo.resolveCity(slug) }),
  },
);
export type GeoHandlers = InstanceType<typeof GeoHandlers>;
