import { describe, expect, it } from '@jest/globals';
import { checkNominationPhoto, formatPhoneInput, nextPhoneValue, pastedPhoneValue } from './nominationInput';

const file = (name: string, type: string, size: number) => new File([new Uint8Array(size)], name, { type });
const MB = 1024 * 1024;

describe('formatPhoneInput', () => {
  it.each([
    ['', ''],
    ['1', '(1'],
    ['11', '(11'],
    ['119', '(11) 9'],
    ['119876', '(11) 9876'],
    ['1198765', '(11) 9876-5'],
    ['1132654321', '(11) 3265-4321'],
    ['11987654321', '(11) 98765-4321'],
    ['(11) 98765-43219999', '(11) 98765-4321'],
    ['abc', ''],
  ])('formats %p as %p', (typed, shown) => {
    expect(formatPhoneInput(typed)).toBe(shown);
  });

  it('deletes the digit before a mask character when the mask character is erased', () => {
    expect(nextPhoneValue('(11) 9876-5', '(11) 9876-')).toBe('(11) 9876');
    expect(nextPhoneValue('(11) 9', '(11) ')).toBe('(11');
    expect(nextPhoneValue('(11) 9876', '(11) 98765')).toBe('(11) 9876-5');
  });
});

describe('nextPhoneValue', () => {
  it.each([
    ['+', '+'],
    ['+55 48 9', '+55 48 9'],
    ['048 99988', '048 99988'],
    ['(0', '(0'],
    ['0xx48', '0xx48'],
    ['+55 48 9999a', '+55 48 9999'],
  ])('leaves %p as typed: +55 and a leading 0 are not masked', (typed, shown) => {
    expect(nextPhoneValue('', typed)).toBe(shown);
  });

  it('keeps a digit typed past the 11 of a mask instead of dropping it, and stores 55 + 11 digits', () => {
    expect(nextPhoneValue('(55) 48999-8877', '(55) 48999-88776')).toBe('(55) 48999-88776');
    expect(nextPhoneValue('(55) 48999-88776', '(55) 48999-887766')).toBe('(48) 99988-7766');
  });
});

describe('pastedPhoneValue', () => {
  const field = (value: string, start = value.length, end = start) => ({
    value,
    selectionStart: start,
    selectionEnd: end,
  });

  it.each([
    ['+55 48 99988-7766', '(48) 99988-7766'],
    ['048 99988-7766', '(48) 99988-7766'],
    ['55 48 99988 7766', '(48) 99988-7766'],
    ['48.99988.7766', '(48) 99988-7766'],
    ['(11) 3255-8888', '(11) 3255-8888'],
  ])('makes %p pasted in an empty field %p', (pasted, shown) => {
    expect(pastedPhoneValue(field(''), pasted)).toBe(shown);
  });

  it('replaces the selection and masks a part of a number', () => {
    expect(pastedPhoneValue(field('(11) 9', 0, 6), '+55 48 99988-7766')).toBe('(48) 99988-7766');
    expect(pastedPhoneValue(field('(11) 9'), '876')).toBe('(11) 9876');
  });
});

describe('checkNominationPhoto', () => {
  it('accepts a JPG, PNG or WEBP of up to 2MB', () => {
    expect(checkNominationPhoto(file('a.jpg', 'image/jpeg', 2 * MB), [])).toBeNull();
    expect(checkNominationPhoto(file('a.png', 'image/png', 10), [])).toBeNull();
    expect(checkNominationPhoto(file('a.webp', 'image/webp', 10), [])).toBeNull();
  });

  it('refuses another format with the SPEC §5 message', () => {
    expect(checkNominationPhoto(file('a.gif', 'image/gif', 10), [])).toBe(
      'Formato de arquivo não suportado. Use JPG, PNG ou WEBP.',
    );
  });

  it('refuses a photo over 2MB', () => {
    expect(checkNominationPhoto(file('a.jpg', 'image/jpeg', 2 * MB + 1), [])).toBe(
      'Arquivo muito grande. Máximo 2MB por foto.',
    );
  });

  it('refuses a photo that takes the total over 6MB', () => {
    const others = [file('a.jpg', 'image/jpeg', 2 * MB), file('b.jpg', 'image/jpeg', 2 * MB)];
    const big = file('c.jpg', 'image/jpeg', 2 * MB);
    expect(checkNominationPhoto(big, [...others, file('d.jpg', 'image/jpeg', 1)])).toBe(
      'Tamanho total muito grande. Máximo 6MB no total.',
    );
    expect(checkNominationPhoto(big, others)).toBeNull();
  });
});
