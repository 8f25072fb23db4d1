// Types of helm.mjs for the TypeScript specs.
export function readZipEntry(zip: Buffer, entryName: string): Buffer;
export function helmPath(): string;
export function helm(
  args: string[],
  options?: import('node:child_process').SpawnSyncOptions,
): { status: number; stdout: string; stderr: string };
