import { Injectable } from '@nestjs/common';
import { DomainError } from '@encontro/server-messaging';
import { type Municipality, type State, loadStates } from './geo.data.js';

const fold = (value: string) =>
  value
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();

/** States (by name or UF) and their IBGE municipalities; loaded once, kept in memory. */
@Injectable()
export class GeoService {
  private readonly states: State[] = loadStates();
  private readonly byKey = new Map<string, State>(
    this.states.flatMap((s) => [
      [fold(s.name), s],
      [fold(s.uf), s],
    ]),
  );

  stateNames(): string[] {
    return this.states.map((s) => s.name);
  }

  findState(nameOrUf: string): State | undefined {
    return this.byKey.get(fold(nameOrUf));
  }

  cities(nameOrUf: string): Municipality[] {
    const state = this.findState(nameOrUf);
    if (!state) throw new DomainError('NOT_FOUND', 'Estado não encontrado.');
    return state.cities;
  }

  /** The municipality with this IBGE id, if it lies in the given state. */
  findCity(nameOrUf: string, cityId: string): { state: State; city: Municipality } | undefined {
    const state = this.findState(nameOrUf);
    const city = state?.cities.find((c) => c.city_id === cityId);
    return state && city ? { state, city } : undefined;
  }

  /**
   * Where a person lives, with the official names: the city by IBGE id (or, without one, by name)
   * must lie in the state. Otherwise VALIDATION_FAILED on the offending field.
   */
  resolveLocation(input: {
    state: string;
    city_id?: string | undefined;
    city?: string | undefined;
  }): Location {
    const state = this.findState(input.state);
    if (!state)
      throw new DomainError('VALIDATION_FAILED', geoMessages.stateInvalid, {
        state: [geoMessages.stateInvalid],
      });
    const city = input.city_id
      ? state.cities.find((c) => c.city_id === input.city_id)
      : input.city
        ? state.cities.find((c) => fold(c.city) === fold(input.city!))
        : undefined;
    if (!city) {
      const field = input.city_id || !input.city ? 'city_id' : 'city';
      throw new DomainError('VALIDATION_FAILED', geoMessages.cityNotInState, {
        [field]: [geoMessages.cityNotInState],
      });
    }
    return { state: state.name, city: city.city, city_id: city.city_id };
  }
}

export type Location = { state: string; city: string; city_id: string };

export const geoMessages = {
  stateInvalid: 'Selecione um estado válido.',
  cityNotInState: 'Cidade não encontrada no estado selecionado.',
} as const;
