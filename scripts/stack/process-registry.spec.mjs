import { afterEach, describe, expect, it } from '@jest/globals';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { processRegistry } from './process-registry.mjs';

describe('processRegistry', () => {
  const dirs = [];
  const fileIn = () => {
    const dir = mkdtempSync(join(tmpdir(), 'encontro-registry-'));
    dirs.push(dir);
    return join(dir, 'dev', 'processes.json');
  };
  const read = (file) => JSON.parse(readFileSync(file, 'utf8'));
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('names the process and port of each replica, with the stack it belongs to', () => {
    const file = fileIn();
    const registry = processRegistry(file, { publicPort: 8080 });
    registry.started('indication-svc#2', 4242, '3008');
    expect(read(file)).toMatchObject({
      launcher_pid: process.pid,
      public_port: 8080,
      apps: { 'indication-svc#2': { pid: 4242, http_port: 3008 } },
    });
  });

  it("keeps a successor when its predecessor's exit is reported late", () => {
    const file = fileIn();
    const registry = processRegistry(file, { publicPort: 8080 });
    registry.started('indication-svc#2', 1, 3008);
    registry.started('indication-svc#2', 2, 3008);
    registry.exited('indication-svc#2', 1);
    expect(read(file).apps['indication-svc#2'].pid).toBe(2);
    registry.exited('indication-svc#2', 2);
    expect(read(file).apps).toEqual({});
  });

  it('leaves no file behind once the stack stops', () => {
    const file = fileIn();
    const registry = processRegistry(file, { publicPort: 8080 });
    registry.started('gateway#1', 7, 8081);
    registry.remove();
    expect(existsSync(file)).toBe(false);
    expect(existsSync(`${file}.tmp`)).toBe(false);
  });
});
