import { describe, expect, it } from '@jest/globals';
import { isValidWebsite, normalisePhone, normaliseWebsite } from './venue-contact.js';

describe('normalisePhone', () => {
  it.each([
    ['(48) 99988-7766', '(48) 99988-7766'],
    ['48999887766', '(48) 99988-7766'],
    ['+55 48 99988-7766', '(48) 99988-7766'],
    ['+55 (48) 9 9988-7766', '(48) 99988-7766'],
    ['+5548999887766', '(48) 99988-7766'],
    ['55 48 99988-7766', '(48) 99988-7766'],
    ['048 99988-7766', '(48) 99988-7766'],
    ['(048) 99988-7766', '(48) 99988-7766'],
    ['0xx48 99988-7766', '(48) 99988-7766'],
    ['0 41 48 99988-7766', '(48) 99988-7766'],
    ['48.99988.7766', '(48) 99988-7766'],
    ['  48 9 9988 7766  ', '(48) 99988-7766'],
    ['(11) 3255-8888', '(11) 3255-8888'],
    ['1132558888', '(11) 3255-8888'],
    ['+55 11 3255-8888', '(11) 3255-8888'],
    ['55 11 3255 8888', '(11) 3255-8888'],
    ['011 3255-8888', '(11) 3255-8888'],
    ['0 21 11 3255-8888', '(11) 3255-8888'],
    // The area code 55 (Rio Grande do Sul) is not taken for the country code.
    ['(55) 99988-7766', '(55) 99988-7766'],
    ['+55 55 99988-7766', '(55) 99988-7766'],
  ])('stores %p as %p', (written, stored) => {
    expect(normalisePhone(written)).toBe(stored);
  });

  it.each([
    ['too short', '12345'],
    ['no area code', '99988-7766'],
    ['a mobile without its ninth digit', '(48) 9998-8776'],
    ['a landline with a 0 first', '(11) 0255-8888'],
    ['an area code with a 0', '(40) 99988-7766'],
    ['a digit too many', '(11) 98765-43210'],
    ['another country', '+1 415 555 0100'],
    ['letters', '48 9998 abcd'],
    ['a + inside', '48+999887766'],
    ['blank', ''],
  ])('refuses %s (%p)', (_case, written) => {
    expect(normalisePhone(written)).toBeNull();
  });

  it('gives back what it stores unchanged', () => {
    for (const stored of ['(48) 99988-7766', '(11) 3255-8888']) expect(normalisePhone(stored)).toBe(stored);
  });
});

describe('normaliseWebsite', () => {
  it.each([
    ['https://bardalagoa.com.br', 'https://bardalagoa.com.br'],
    ['http://bardalagoa.com.br/cardapio', 'http://bardalagoa.com.br/cardapio'],
    ['www.bardalagoa.com.br', 'https://www.bardalagoa.com.br'],
    ['bardalagoa.com.br/cardapio?dia=sab', 'https://bardalagoa.com.br/cardapio?dia=sab'],
    ['//bardalagoa.com.br', 'https://bardalagoa.com.br'],
    ['@bardalagoa', 'https://instagram.com/bardalagoa'],
    ['@Bar.Da_Lagoa', 'https://instagram.com/bar.da_lagoa'],
    ['instagram.com/bardalagoa', 'https://instagram.com/bardalagoa'],
    ['www.instagram.com/bardalagoa/', 'https://instagram.com/bardalagoa'],
    ['https://www.instagram.com/bardalagoa/?hl=pt', 'https://instagram.com/bardalagoa'],
    ['http://m.instagram.com/bardalagoa', 'https://instagram.com/bardalagoa'],
    ['instagr.am/bardalagoa', 'https://instagram.com/bardalagoa'],
    // A post is a link like any other.
    ['instagram.com/p/C0ffee', 'https://instagram.com/p/C0ffee'],
    ['  https://bardalagoa.com.br  ', 'https://bardalagoa.com.br'],
  ])('stores %p as %p', (written, stored) => {
    const normalised = normaliseWebsite(written);
    expect(normalised).toBe(stored);
    expect(isValidWebsite(normalised)).toBe(true);
  });

  it.each([
    ['a word', 'bardalagoa'],
    ['a host without a dot', 'https://localhost'],
    ['another scheme', 'ftp://bardalagoa.com.br'],
    ['a script', 'javascript:alert(document.cookie)'],
    ['a handle with a space', '@bar da lagoa'],
    ['a space in the link', 'bardalagoa.com.br/um cardapio'],
  ])('leaves %s (%p) for the rule to refuse', (_case, written) => {
    expect(isValidWebsite(normaliseWebsite(written))).toBe(false);
  });

  it('gives back what it stores unchanged', () => {
    for (const stored of ['https://instagram.com/bardalagoa', 'https://www.bardalagoa.com.br'])
      expect(normaliseWebsite(stored)).toBe(stored);
  });
});
