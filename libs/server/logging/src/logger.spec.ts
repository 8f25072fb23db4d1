import { describe, expect, it } from '@jest/globals';
import { createLogger } from './logger.js';

/** The lines a logger writes, parsed. */
function capture() {
  const lines: Record<string, unknown>[] = [];
  const destination = { write: (line: string) => void lines.push(JSON.parse(line)) };
  return { lines, logger: createLogger({ service: 'test-svc', level: 'info', destination }) };
}

describe(createLogger.name, () => {
  it('masks connection URLs and keys when a config is logged, at the top or one level down', () => {
    const { lines, logger } = capture();
    const config = {
      NATS_URL: 'nats://identity:s3cr3t@nats:4222',
      DATABASE_URL: 'postgresql://encontro:s3cr3t@db/encontro',
      JWT_PRIVATE_KEY: '-----BEGIN PRIVATE KEY-----',
      HTTP_PORT: 3001,
    };
    logger.info(config, 'config');
    logger.info({ config }, 'nested config');
    expect(JSON.stringify(lines)).not.toContain('s3cr3t');
    expect(JSON.stringify(lines)).not.toContain('BEGIN PRIVATE KEY');
    expect(lines[0]).toMatchObject({ NATS_URL: '***', DATABASE_URL: '***', HTTP_PORT: 3001 });
    expect(lines[1]).toMatchObject({ config: { NATS_URL: '***', JWT_PRIVATE_KEY: '***', HTTP_PORT: 3001 } });
  });

  it('masks passwords and tokens in logged objects', () => {
    const { lines, logger } = capture();
    logger.info({ body: { email: 'ana@example.com', password: 'Senha123' } }, 'login');
    expect(lines[0]).toMatchObject({ body: { email: 'ana@example.com', password: '***' } });
  });
});
