import { describe, expect, it } from '@jest/globals';
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

  it('answers NOT_FOUND for an unknown state', () => {
    expect(() => geo.cities('Atlântida')).toThrow(DomainError);
  });

  it('finds a city only inside its state', () => {
    expect(geo.findCity('RJ', '3304557')?.city.city).toBe('Rio de Janeiro');
    expect(geo.findCity('SP', '3304557')).toBeUndefined();
  });
});
