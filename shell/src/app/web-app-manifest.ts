import { t, tokens } from 'shared/content';
import { t as landing } from '../features/landing/messages.ts';

/** An icon of the web app manifest, drawn from `shell/assets/icon.svg` by scripts/offline-files.mjs. */
export interface ManifestIcon {
  src: string;
  sizes: `${number}x${number}`;
  type: 'image/png';
  /** `maskable`: drawn inside the safe zone on a full-bleed background, for launchers that shape icons. */
  purpose: 'any' | 'maskable';
}

export const manifestIcons: readonly ManifestIcon[] = [
  { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
];

/**
 * The web app manifest (`/manifest.webmanifest`, linked from every page of the shell): a child's
 * tablet can put the portal on its home screen, where it opens at the sign-in, in a window of its own.
 */
export function webAppManifest() {
  return {
    id: '/',
    name: t('app.tagline'),
    short_name: landing('landing.brand'),
    start_url: '/login',
    scope: '/',
    display: 'standalone',
    theme_color: tokens.colorPrimary,
    background_color: tokens.colorBgLayout,
    icons: manifestIcons,
  };
}
