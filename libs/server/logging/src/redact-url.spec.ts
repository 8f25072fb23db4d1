import { describe, expect, it } from '@jest/globals';
import { redactUrl } from './redact-url.js';

describe(redactUrl.name, () => {
  it('drops the user and password of a NATS URL', () => {
    expect(redactUrl('nats://identity:s3cr3t@nats:4222')).toBe('nats://nats:4222');
  });

  it('drops a password given without a user (Redis)', () => {
    expect(redactUrl('redis://:s3cr3t@redis:6379/0')).toBe('redis://redis:6379/0');
  });

  it('drops the credentials of a Postgres URL and keeps host, port and database', () => {
    expect(redactUrl('postgresql://encontro:s3cr3t@db:5432/encontro?sslmode=require')).toBe(
      'postgresql://db:5432/encontro?sslmode=require',
    );
  });

  it('masks query parameters that may hold a secret', () => {
    expect(redactUrl('smtps://mail:465/?pass=s3cr3t&token=t0k&pool=true')).toBe(
      'smtps://mail:465/?pass=***&token=***&pool=true',
    );
  });

  it('redacts each server of a cluster list', () => {
    expect(redactUrl('nats://a:x@n1:4222,nats://a:x@n2:4222')).toBe('nats://n1:4222,nats://n2:4222');
  });

  it('leaves a URL without credentials as it is', () => {
    expect(redactUrl('nats://127.0.0.1:4222')).toBe('nats://127.0.0.1:4222');
  });

  it('masks whatever is not a URL, since it cannot be told from a secret', () => {
    expect(redactUrl('user:s3cr3t@host')).toBe('***');
    expect(redactUrl('s3cr3t')).toBe('***');
  });
});
