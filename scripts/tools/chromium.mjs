// Debian's Chromium as the browser tests (playwright.config.ts) and the first-run check launch it:
// no sandbox (containers, root), no GPU, and none of its background traffic.
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
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
