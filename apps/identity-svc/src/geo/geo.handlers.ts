import { Controller, Inject } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  type CityList,
  type CityMatchList,
  type StateList,
  identityCommands,
  identitySubjects,
} from '@encontro/contracts';
import { parseCommand } from '@encontro/server-messaging';
import { GeoService } from './geo.service.js';

@Controller()
export class GeoHandlers {
  constructor(@Inject(GeoService) private readonly geo: GeoService) {}

  @MessagePattern(identitySubjects.listStates)
  states(): StateList {
    return { states: this.geo.stateNames() };
  }

  @MessagePattern(identitySubjects.listCities)
  cities(@Payload() payload: unknown): CityList {
    const { state } = parseCommand(identityCommands.listCities, payload);
    return { cities: this.geo.cities(state) };
  }

  @MessagePattern(identitySubjects.resolveCity)
  resolveCity(@Payload() payload: unknown): CityMatchList {
    const { slug } = parseCommand(identityCommands.resolveCity, payload);
    return { matches: this.geo.resolveCity(slug) };
  }
}
