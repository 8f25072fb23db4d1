// Child processes with prefixed output, stopped together on Ctrl-C or when one of them dies.
import { spawn } from 'node:child_process';

const colors = [36, 35, 33, 32, 34, 91, 96, 93];
const children = new Set();
let width = 14;

/** The width of the name column (wider for replica names such as `indication-svc#2`); returns it. */
export function labelWidth(next) {
  if (next !== undefined) width = next;
  return width;
}

export function prefixLines(name, index, stream, target) {
  const tag = `\x1b[${colors[index % colors.length]}m${name.padEnd(width)}\x1b[0m│ `;
  let pending = '';
  stream.on('data', (chunk) => {
    pending += chunk.toString();
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) target.write(tag + line + '\n');
  });
}

export function startProcess({ name, index, command, args, env, cwd, onExit }) {
  const child = spawn(command, args, {
    env: { ...process.env, ...env },
    cwd,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  prefixLines(name, index, child.stdout, process.stdout);
  prefixLines(name, index, child.stderr, process.stderr);
  child.on('exit', (code, signal) => {
    children.delete(child);
    onExit?.(code, signal);
  });
  return child;
}

export function runToEnd({ name, index, command, args, env, cwd }) {
  return new Promise((resolve, reject) => {
    startProcess({
      name,
      index,
      command,
      args,
      env,
      cwd,
      onExit: (code) =>
        code === 0 ? resolve() : reject(new Error(`${name} ${args.join(' ')} exited with ${code}`)),
    });
  });
}

export async function stopAll(signal = 'SIGTERM', graceMs = 5000) {
  const alive = [...children];
  for (const child of alive) child.kill(signal);
  const deadline = Date.now() + graceMs;
  while (children.size > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  for (const child of children) child.kill('SIGKILL');
}
