import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSize, type Download } from './first-load.ts';
import { apps } from './pages.ts';

export interface Transfer {
  js: number;
  jsGzip: number;
  css: number;
  cssGzip: number;
}

export interface BuildTotal extends Transfer {
  app: string;
  files: number;
  largest: { file: string; gzip: number } | null;
}

/** What a page downloaded, by kind. */
export function transferOf(downloads: readonly Download[]): Transfer {
  const sum = (kind: Download['kind'], size: (download: Download) => number) =>
    downloads.filter((download) => download.kind === kind).reduce((total, download) => total + size(download), 0);
  return {
    js: sum('js', (download) => download.bytes),
    jsGzip: sum('js', (download) => download.gzip),
    css: sum('css', (download) => download.bytes),
    cssGzip: sum('css', (download) => download.gzip),
  };
}

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

/** What each app's production build holds, JavaScript and CSS (source maps left out). */
export function buildTotals(root: string): BuildTotal[] {
  return apps.map(({ dir }) => {
    const dist = join(root, dir, 'dist');
    const files = walk(dist)
      .filter((file) => /\.(js|css)$/.test(file))
      .map((file): Download => {
        const body = readFileSync(file);
        return { url: relative(dist, file), kind: file.endsWith('.css') ? 'css' : 'js', bytes: body.length, gzip: gzipSize(body) };
      });
    const largest = files.filter((file) => file.kind === 'js').toSorted((a, b) => b.gzip - a.gzip)[0];
    return {
      app: dir,
      ...transferOf(files),
      files: files.length,
      largest: largest ? { file: largest.url, gzip: largest.gzip } : null,
    };
  });
}
