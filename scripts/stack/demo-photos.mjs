// Draws a photo for each demo venue (a warm gradient with soft lights, like a blurred night out)
// and stores it under the key the indication seed gives the venue, so demo cards are not empty.
import { S3ObjectStorage } from '@encontro/server-storage';
import sharp from 'sharp';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const palettes = [
  ['#3b1d5e', '#e0653a'],
  ['#1f4d3a', '#e8c170'],
  ['#173a5e', '#6cc3a0'],
];

function venueSvg(index) {
  const [from, to] = palettes[index % palettes.length];
  const lights = Array.from({ length: 14 }, (_, i) => {
    const x = (i * 97 + index * 53) % 1200;
    const y = 120 + ((i * 61 + index * 29) % 480);
    const r = 30 + ((i * 13) % 70);
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="#fff" opacity="${0.06 + (i % 4) * 0.04}"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
    <rect width="1200" height="800" fill="url(#g)"/>${lights}
    <rect y="620" width="1200" height="180" fill="#000" opacity="0.25"/></svg>`;
}

/** Stores the demo venues' photos in the local object storage (idempotent: same keys, same bytes). */
export async function storeDemoPhotos(root, storage) {
  const venuesModule = join(root, 'apps/indication-svc/dist/seed/demo-venues.js');
  const { demoVenues } = await import(pathToFileURL(venuesModule).href);
  const s3 = new S3ObjectStorage(storage);
  for (const [index, venue] of demoVenues.entries()) {
    const photo = await sharp(Buffer.from(venueSvg(index)))
      .webp({ quality: 80 })
      .toBuffer();
    await s3.put(venue.photoKey, photo, 'image/webp');
  }
  return demoVenues.length;
}
