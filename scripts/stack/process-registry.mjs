// Which process runs each app of a local stack, kept in a file while the stack runs
// (.stack/<profile>/processes.json), so a tool can act on one replica as an orchestrator would: the
// rollout bench sends SIGTERM to one indication-svc and watches the supervisor start its successor.
import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/** The registry of one stack: `publicPort` tells stacks apart (the bench looks for the one on its URL). */
export function processRegistry(file, { publicPort }) {
  const apps = new Map();
  const save = () => {
    mkdirSync(dirname(file), { recursive: true });
    // Written aside, then renamed: a reader never sees half a file.
    writeFileSync(
      `${file}.tmp`,
      `${JSON.stringify({ launcher_pid: process.pid, public_port: publicPort, apps: Object.fromEntries(apps) }, null, 2)}\n`,
    );
    renameSync(`${file}.tmp`, file);
  };
  return {
    /** `name` (e.g. `indication-svc#2`) now runs as `pid`, with /health on `httpPort`. */
    started(name, pid, httpPort) {
      apps.set(name, { pid, http_port: Number(httpPort), started_at: new Date().toISOString() });
      save();
    },
    /** `pid` of `name` ended (a successor may already be registered: then nothing changes). */
    exited(name, pid) {
      if (apps.get(name)?.pid !== pid) return;
      apps.delete(name);
      save();
    },
    remove() {
      rmSync(file, { force: true });
    },
  };
}
