import { Injectable } from '@nestjs/common';
import { type CityMatch, citySlug, foldAccents, geoMessages } from '@encontro/contracts';
import { DomainError } from '@encontro/server-messaging';
import { type Municipality, type State, loadStates } from './geo.data.js';

const fold = foldAccents;

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

  /** Every municipality under its slug ("bom-jesus" → the five of them). */
  private readonly bySlug = this.states.reduce((index, state) => {
    for (const city of state.cities) {
      const slug = citySlug(city.city);
      index.set(slug, [...(index.get(slug) ?? []), { state, city }]);
    }
    return index;
  }, new Map<string, { state: State; city: Municipality }[]>());

  stateNames(): string[] {
    return this.states.map((s) => s.name);
  }

  findState(nameOrUf: string): State | undefined {
    return this.byKey.get(fold(nameOrUf));
  }

  cities(nameOrUf: string): Municipality[] {
    const state = this.findState(nameOrUf);
    if (!state) throw new DomainError('STATE_NOT_FOUND', geoMessages.stateNotFound);
    return state.cities;
  }

  /** The municipality with this IBGE id, if it lies in the given state. */
  findCity(nameOrUf: string, cityId: string): { state: State; city: Municipality } | undefined {
    const state = this.findState(nameOrUf);
    const city = state?.cities.find((c) => c.city_id === cityId);
    return state && city ? { state, city } : undefined;
  }

  /**
   * The municipalities a public address names (`/{city}`), by name in any accent and case. A name
   * several states share answers one match per state (by state name); `bom-jesus-pi` or
   * `bom-jesus-piaui` names one of them. Unknown: no match.
   */
  resolveCity(ref: string): CityMatch[] {
    const wanted = citySlug(ref);
    if (!wanted) return [];
    const exact = this.bySlug.get(wanted);
    if (exact) return exact.map((found) => this.match(found, exact.length > 1));
    for (const state of this.states) {
      for (const suffix of [citySlug(state.uf), citySlug(state.name)]) {
        if (!wanted.endsWith(`-${suffix}`)) continue;
        const named = this.bySlug.get(wanted.slice(0, -suffix.length - 1));
        const found = named?.find((n) => n.state === state);
        if (found) return [this.match(found, named!.length > 1)];
      }
    }
    return [];
  }

  private match({ state, city }: { state: State; city: Municipality }, shared: boolean): CityMatch {
    const slug = citySlug(city.city);
    return {
      city: city.city,
      city_id: city.city_id,
      state: state.name,
      uf: state.uf,
      slug: shared ? `${slug}-${state.uf.toLowerCase()}` : slug,
    };
  }

  /**
   * Where a person lives, with the official names: the city by IBGE id (or, without one, by name)
   * must lie in the state. Otherwise STATE_INVALID or CITY_NOT_IN_STATE on the offending field.
   */
  resolveLocation(input: {
    state: string;
    city_id?: string | undefined;
    city?: string | undefined;
  }): Location {
    const state = this.findState(input.state);
    if (!state)
      throw new DomainError('STATE_INVALID', geoMessages.stateInvalid, {
        state: [geoMessages.stateInvalid],
      });
    const city = input.city_id
      ? state.cities.find((c) => c.city_id === input.city_id)
      : input.city
        ? state.cities.find((c) => fold(c.city) === fold(input.city!))
        : undefined;
    if (!city) {
      const field = input.city_id || !input.city ? 'city_id' : 'city';
      throw new DomainError('CITY_NOT_IN_STATE', geoMessages.cityNotInState, {
        [field]: [geoMessages.cityNotInState],
      });
    }
    return { state: state.name, city: city.city, city_id: city.city_id };
  }
}

export type Location = { state: string; city: string; city_id: string };
