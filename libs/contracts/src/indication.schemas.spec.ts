import { describe, expect, it } from '@jest/globals';
import { fieldErrorsFromIssues } from './errors.js';
import { indicationMessages as m } from './indication.messages.js';
import { indicationFormSchema } from './indication.form.schemas.js';

const valid = {
  name: 'Bar do Zé',
  address: 'Rua A, 10',
  event_day: 'Sábado',
  event_time: 'Noite - Horário a combinar',
};
const errorsOf = (input: Record<string, unknown>) => {
  const result = indicationFormSchema.safeParse(input);
  return result.success ? {} : fieldErrorsFromIssues(result.error.issues).errors;
};

describe('indicationFormSchema', () => {
  it('accepts the modal names and turns the attractions text into a list', () => {
    const parsed = indicationFormSchema.parse({
      ...valid,
      reference_point: 'Perto da praça',
      attractions: 'Música, Petiscos ,, Karaokê',
      phone: '11987654321',
    });
    expect(parsed).toMatchObject({
      reference: 'Perto da praça',
      attractives: ['Música', 'Petiscos', 'Karaokê'],
      phone: '(11) 98765-4321',
    });
  });

  it('asks for every required field in pt-BR', () => {
    expect(errorsOf({})).toEqual({
      name: [m.nameRequired],
      address: [m.addressRequired],
      event_day: [m.eventDayRequired],
      event_time: [m.eventTimeRequired],
    });
  });

  it.each([
    ['phone', '12345', m.phoneInvalid],
    ['phone', '(11) 8765-43210', m.phoneInvalid],
    ['phone', '+1 415 555 0100', m.phoneInvalid],
    ['phone', '+55 48 99988-7766 ramal 2', m.phoneInvalid],
    ['website', 'site', m.websiteInvalid],
    ['website', 'https://localhost', m.websiteInvalid],
    ['website', 'ftp://site.com', m.websiteInvalid],
    ['website', `https://site.com/${'x'.repeat(84)}`, m.websiteTooLong],
    // Stored with https:// in front it would be 101 characters.
    ['website', `site.com/${'x'.repeat(84)}`, m.websiteTooLong],
    ['event_day', 'Sexta', m.eventDayInvalid],
    ['event_time', 'Madrugada', m.eventTimeInvalid],
    ['name', 'x'.repeat(101), m.nameTooLong],
    ['attractives', 'x'.repeat(101), m.attractionsTooLong],
  ])('refuses %s = %s', (field, value, message) => {
    expect(errorsOf({ ...valid, [field]: value })[field]).toEqual([message]);
  });

  it.each([
    ['phone', '1132558888', '(11) 3255-8888'],
    ['phone', '(11) 3255-8888', '(11) 3255-8888'],
    ['phone', '+55 48 99988-7766', '(48) 99988-7766'],
    ['phone', '048 99988-7766', '(48) 99988-7766'],
    ['phone', '', ''],
    ['website', 'www.bardalagoa.com.br', 'https://www.bardalagoa.com.br'],
    ['website', 'instagram.com/bardalagoa', 'https://instagram.com/bardalagoa'],
    ['website', '@bardalagoa', 'https://instagram.com/bardalagoa'],
    ['website', 'https://www.instagram.com/bardalagoa/?hl=pt', 'https://instagram.com/bardalagoa'],
    ['website', '', ''],
  ])('stores %s %p as %p', (field, written, stored) => {
    expect(indicationFormSchema.parse({ ...valid, [field]: written })).toMatchObject({ [field]: stored });
  });
});
