import { describe, expect, it } from '@jest/globals';
import { emailDomain, isDisposableDomain } from './disposable-email.util.js';

describe(isDisposableDomain.name, () => {
  it('recognises a disposable provider’s domain, whatever its case', () => {
    expect(isDisposableDomain('mailinator.com')).toBe(true);
    expect(isDisposableDomain('YOPmail.com')).toBe(true);
  });

  it('recognises a subdomain of a disposable domain', () => {
    expect(isDisposableDomain('inbox.mailinator.com')).toBe(true);
    expect(isDisposableDomain('a.b.guerrillamail.com')).toBe(true);
  });

  it('accepts personal and Brazilian providers', () => {
    for (const domain of [
      'gmail.com',
      'hotmail.com',
      'outlook.com',
      'uol.com.br',
      'bol.com.br',
      'example.com',
    ])
      expect(isDisposableDomain(domain)).toBe(false);
  });

  it('does not take a domain that merely ends like a disposable one', () => {
    expect(isDisposableDomain('semmailinator.com')).toBe(false);
  });
});

describe(emailDomain.name, () => {
  it('is the lower-cased part after the last @', () => {
    expect(emailDomain('Ana.Souza@Exemplo.COM.br')).toBe('exemplo.com.br');
  });
});
