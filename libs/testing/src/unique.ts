import { randomBytes } from 'node:crypto';

/** A name no other suite (or an earlier run on a dirty machine) uses: `t_<prefix>_<random>`. */
export function uniqueName(prefix: string): string {
  return `t_${prefix}_${randomBytes(5).toString('hex')}`.toLowerCase();
}
