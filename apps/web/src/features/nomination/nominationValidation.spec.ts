import { describe, expect, it } from '@jest/globals';
import { validateNomination } from './nominationValidation';

const valid = {
  name: 'Bar do Zé',
  phone: '',
  address: 'Rua Augusta, 100',
  reference_point: '',
  website: '',
  attractions: '',
  event_day: 'Sábado',
  event_time: 'Noite - Horário a combinar',
  honeypot: '',
};

describe('validateNomination', () => {
  it('finds nothing wrong with a complete form', () => {
    expect(validateNomination(valid)).toEqual({});
  });

  it('says in pt-BR what each required field misses', () => {
    expect(validateNomination({ ...valid, name: ' ', address: '', event_day: '', event_time: '' })).toEqual({
      name: 'Nome do local é obrigatório',
      address: 'Endereço é obrigatório',
      event_day: 'Dia do encontro é obrigatório',
      event_time: 'Horário do encontro é obrigatório',
    });
  });

  it("names the modal's reference point and attractions as the contract does", () => {
    const long = 'x'.repeat(101);
    expect(validateNomination({ ...valid, reference_point: long, attractions: long })).toEqual({
      reference: 'Ponto de referência deve ter no máximo 100 caracteres',
      attractives: 'Atrações devem ter no máximo 100 caracteres',
    });
  });

  it('refuses an invalid phone and website with the shared messages', () => {
    expect(validateNomination({ ...valid, phone: '123', website: 'x' })).toEqual({
      phone: 'Formato de telefone inválido. Use (XX) 9XXXX-XXXX para celular ou (XX) XXXX-XXXX para fixo',
      website: 'URL inválida',
    });
  });
});
