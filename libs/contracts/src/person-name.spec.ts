import { describe, expect, it } from '@jest/globals';
import { UNKNOWN_PERSON_NAME, fullName } from './person-name.js';

describe('fullName', () => {
  it('joins name and surname, trimmed', () => {
    expect(fullName({ name: 'Ana', surname: 'Souza' })).toBe('Ana Souza');
    expect(fullName({ name: 'Ana', surname: '' })).toBe('Ana');
  });

  it('names someone unknown Participante', () => {
    expect(fullName(undefined)).toBe('Participante');
    expect(fullName(null)).toBe(UNKNOWN_PERSON_NAME);
  });
});
