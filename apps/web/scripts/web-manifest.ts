import type { ManifestOptions } from 'vite-plugin-pwa';

/** The colours of src/styles/global.css: --color-primary (bars) and --color-background (splash). */
const primary = '#5b3cc4';
const background = '#f6f5fb';

/** The installable app's web manifest (SPEC: mobile first), served as /manifest.webmanifest. */
export const webManifest: Partial<ManifestOptions> = {
  id: '/',
  name: 'Encontro — encontros semanais na sua cidade',
  short_name: 'Encontro',
  description: 'Indique locais, vote e encontre pessoas da sua cidade toda semana.',
  lang: 'pt-BR',
  dir: 'ltr',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  theme_color: primary,
  background_color: background,
  categories: ['social', 'lifestyle'],
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
};
