import { Controller, Inject } from '@nestjs/common';
import { type RpcRequest, identityRpc } from '@encontro/contracts';
import { Rpc } from '@encontro/server-messaging';
import { GeoService } from './geo.service.js';

const { listStates, listCities, resolveCity } = identityRpc;

@Controller()
export class GeoHandlers {
  constructor(@Inject(GeoService) private readonly geo: GeoService) {}

  @Rpc(listStates)
  states() {
    return { states: this.geo.stateNames() };
  }

  @Rpc(listCities)
  cities({ state }: RpcRequest<typeof listCities>) {
    return { cities: this.geo.cities(state) };
  }

  @Rpc(resolveCity)
  resolveCity({ slug }: RpcRequest<typeof resolveCity>) {
    return { matches: this.geo.resolveCity(slug) };
  }
}
