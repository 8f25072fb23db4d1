import { describe, expect, it } from '@jest/globals';
import { geoMessages } from '@encontro/contracts';
import { DomainError } from '@encontro/server-messaging';
import { GeoService } from './geo.service.js';

describe(GeoService.name, () => {
  const geo = new GeoService();

  it('lists the 27 federative units by name', () => {
    const states = geo.stateNames();
    expect(states).toHaveLength(27);
    expect(states).toContain('São Paulo');
    expect(states).toContain('Distrito Federal');
  });

  it('lists the 645 municipalities of São Paulo by UF or by name, with 7-digit IBGE ids', () => {
    const byUf = geo.cities('SP');
    expect(byUf).toHaveLength(645);
    expect(geo.cities('são paulo')).toEqual(byUf);
    expect(byUf).toContainEqual({ city: 'São Paulo', city_id: '3550308' });
    expect(byUf.every((c) => /^35\d{5}$/.test(c.city_id))).toBe(true);
  });

  it('knows every one of the 5,570 municipalities', () => {
    const total = geo.stateNames().reduce((sum, name) => sum + geo.cities(name).length, 0);
    expect(total).toBe(5570);
  });

  it('answers STATE_NOT_FOUND for an unknown state', () => {
    expect(catchError(() => geo.cities('Atlântida'))).toMatchObject({
      reason: 'STATE_NOT_FOUND',
      message: geoMessages.stateNotFound,
    });
  });

  it('finds a city only inside its state', () => {
    expect(geo.findCity('RJ', '3304557')?.city.city).toBe('Rio de Janeiro');
    expect(geo.findCity('SP', '3304557')).toBeUndefined();
  });
});

describe(`${GeoService.name} resolveLocation`, () => {
  const geo = new GeoService();

  it('answers the official names for a city id inside the state, given by UF or name', () => {
    expect(geo.resolveLocation({ state: 'sp', city_id: '3550308' })).toEqual({
      state: 'São Paulo',
      city: 'São Paulo',
      city_id: '3550308',
    });
    expect(geo.resolveLocation({ state: 'Rio de Janeiro', city_id: '3304557', city: 'anything' }).city).toBe(
      'Rio de Janeiro',
    );
  });

  it('finds the city by name, ignoring case and accents, when no id is sent', () => {
    expect(geo.resolveLocation({ state: 'SP', city: 'sao paulo' }).city_id).toBe('3550308');
  });

  it('refuses a city of another state on city_id', () => {
    const error = catchError(() => geo.resolveLocation({ state: 'SP', city_id: '3304557' }));
    expect(error.reason).toBe('CITY_NOT_IN_STATE');
    expect(error.errors).toEqual({ city_id: ['Cidade não encontrada no estado selecionado.'] });
  });

  it('refuses an unknown city name on city', () => {
    expect(catchError(() => geo.resolveLocation({ state: 'SP', city: 'Atlântida' })).errors).toEqual({
      city: ['Cidade não encontrada no estado selecionado.'],
    });
  });

  it('refuses an unknown state on state', () => {
    expect(catchError(() => geo.resolveLocation({ state: 'XX', city_id: '3550308' })).errors).toEqual({
      state: ['Selecione um estado válido.'],
    });
  });
});

describe(`${GeoService.name} resolveCity`, () => {
  const geo = new GeoService();
  const saoPaulo = { city: 'São Paulo', city_id: '3550308', state: 'São Paulo', uf: 'SP', slug: 'sao-paulo' };

  it.each(['sao-paulo', 'São Paulo', 'SAO PAULO', 'sao-paulo-sp', 'sao-paulo-sao-paulo'])(
    'finds São Paulo from %s, ignoring accents and case',
    (ref) => {
      expect(geo.resolveCity(ref)).toEqual([saoPaulo]);
    },
  );

  it('answers one match per state for a name several states share, each with an address of its own', () => {
    const matches = geo.resolveCity('bom-jesus');
    expect(matches.map((m) => m.uf)).toEqual(['PB', 'PI', 'RN', 'RS', 'SC']);
    expect(matches.find((m) => m.uf === 'PI')).toEqual({
      city: 'Bom Jesus',
      city_id: '2201903',
      state: 'Piauí',
      uf: 'PI',
      slug: 'bom-jesus-pi',
    });
  });

  it('names one of the shared cities by its state suffix', () => {
    expect(geo.resolveCity('bom-jesus-pi').map((m) => m.city_id)).toEqual(['2201903']);
    expect(geo.resolveCity('santa-luzia-minas-gerais').map((m) => m.city_id)).toEqual(['3157807']);
  });

  it('knows no city that does not exist, nor one in the wrong state', () => {
    expect(geo.resolveCity('cidade-que-nao-existe')).toEqual([]);
    expect(geo.resolveCity('sao-paulo-rj')).toEqual([]);
    expect(geo.resolveCity('--')).toEqual([]);
  });
});

function catchError(run: () => unknown): DomainError {
  try {
    run();
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error('expected a DomainError');
}
