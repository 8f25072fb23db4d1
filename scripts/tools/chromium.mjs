import { existsSync } from 'node:fs';

// The browser the tests (playwright.config.ts) and the first-run check launch: Debian's old headless shell
// (package chromium-headless-shell, which .ci/run installs) when it is there, else Debian's Chromium. The shell
// has none of the full browser's windowing layers: on 2 cores a browser test costs a quarter less CPU in it.
// No sandbox (containers, root), no GPU, and none of its background traffic.
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

export const chromiumLaunchOptions = {
  executablePath:
    process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium'),
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};
