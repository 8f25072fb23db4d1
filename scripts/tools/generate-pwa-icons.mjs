#!/usr/bin/env node
// Draws the installable app's icons (apps/web/public/icons/) from the brand mark in
// apps/web/public/favicon.svg. Run it by hand when the mark changes and commit the PNGs: the build only
// copies them. `node scripts/tools/generate-pwa-icons.mjs`
import { mkdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const web = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'apps', 'web');
const out = join(web, 'public', 'icons');
const favicon = readFileSync(join(web, 'public', 'favicon.svg'), 'utf8');

// favicon.svg is a 64×64 rounded square (its first <rect>) with the mark drawn over it.
const [, inner = ''] = /<svg[^>]*>([\s\S]*)<\/svg>/.exec(favicon) ?? [];
const [background = ''] = /<rect[^>]*\/>/.exec(inner) ?? [];
const mark = inner.replace(background, '');
const brand = /fill="(#[0-9a-fA-F]{3,8})"/.exec(background)?.[1];
if (!mark.trim() || !brand)
  throw new Error('favicon.svg: expected a background <rect fill="#…"/> and a mark');

const svg = (body) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">${body}</svg>`;
/** The mark's box is x 14–50, y 19–48: centred, and scaled by `scale` around the centre. */
const centred = (scale, content = mark) =>
  `<g transform="translate(32 32) scale(${scale}) translate(-32 -33.5)">${content}</g>`;

const icons = [
  // purpose "any": the favicon itself, transparent outside its rounded corners.
  { file: 'icon-192.png', size: 192, source: favicon },
  { file: 'icon-512.png', size: 512, source: favicon },
  // purpose "maskable": full bleed, the mark inside the central circle of 40 % radius that every
  // launcher mask keeps (its farthest corner is 0.85 × 23.1 ≈ 19.6 of the 25.6 units allowed).
  {
    file: 'maskable-512.png',
    size: 512,
    source: svg(`<rect width="64" height="64" fill="${brand}"/>${centred(0.85)}`),
  },
  // iOS fills transparency with black: a full square, rounded by the system.
  {
    file: 'apple-touch-icon.png',
    size: 180,
    source: svg(`<rect width="64" height="64" fill="${brand}"/>${centred(0.95)}`),
  },
  // The notification badge: Android shows only its alpha, so the mark in white on nothing.
  {
    file: 'badge-96.png',
    size: 96,
    source: svg(centred(1.3, mark.replace(/fill="#[0-9a-fA-F]{3,8}"/g, 'fill="#fff"'))),
  },
];

mkdirSync(out, { recursive: true });
for (const { file, size, source } of icons) {
  const info = await sharp(Buffer.from(source), { density: (72 * size) / 64 })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true })
    .toFile(join(out, file));
  console.log(`  ${file.padEnd(22)} ${info.width}×${info.height}  ${(info.size / 1024).toFixed(1)} KB`);
}
