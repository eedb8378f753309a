import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { apps } from './pages.ts';
import { packageModules, type PackageModule } from './source-maps.ts';

export interface Copy {
  /** `parent-app static/js/async/l3.039ea2d987.js`. */
  where: string;
  /** How many of the library's duplicated modules this file holds, and their minified size. */
  modules: number;
  bytes: number;
}

export interface DuplicateLibrary {
  name: string;
  versions: string[];
  copies: Copy[];
  /** Minified characters downloaded more than once: every copy of a module but its largest. */
  extraBytes: number;
}

export interface DuplicateCheck {
  duplicates: DuplicateLibrary[];
  /** Downloaded scripts with no source map: not served by the apps, or chunks of re-exports only, which the bundler maps to nothing. */
  unmapped: string[];
}

/** Whether the apps were built with BENCH=1, which writes the source maps this check reads. */
export function sourceMapsBuilt(root: string): boolean {
  return apps.every(({ dir }) => {
    const scripts = join(root, dir, 'dist', 'static', 'js');
    return existsSync(scripts) && readdirSync(scripts).some((file) => file.endsWith('.js.map'));
  });
}

/** The app and built file behind a URL the browser fetched, when one of the apps served it. */
function builtFile(root: string, url: string): { app: string; path: string; file: string } | null {
  const { origin, pathname } = new URL(url);
  const app = apps.find((candidate) => candidate.origin === origin);
  if (!app) return null;
  return { app: app.dir, path: join(root, app.dir, 'dist', decodeURIComponent(pathname)), file: pathname.replace(/^\//, '') };
}

/**
 * Finds npm modules that one page downloaded more than once: the same file of the same
 * package inside two different downloaded scripts, usually from two apps' builds (antd's core
 * bundled by the shell and again by a remote). A library split across chunks of one build is
 * not a duplicate: each of its modules is downloaded once.
 */
export function findDuplicates(root: string, scriptUrls: readonly string[]): DuplicateCheck {
  const copiesOf = new Map<string, { where: string; module: PackageModule }[]>();
  const unmapped: string[] = [];
  for (const url of new Set(scriptUrls)) {
    const built = builtFile(root, url);
    const modules = built ? packageModules(built.path) : null;
    if (!built || !modules) {
      unmapped.push(url);
      continue;
    }
    for (const module of modules) {
      const key = `${module.name}/${module.file}`;
      copiesOf.set(key, [...(copiesOf.get(key) ?? []), { where: `${built.app} ${built.file}`, module }]);
    }
  }

  const byLibrary = new Map<string, DuplicateLibrary>();
  for (const copies of copiesOf.values()) {
    const first = copies[0];
    if (!first || copies.length < 2) continue;
    const library = byLibrary.get(first.module.name) ?? { name: first.module.name, versions: [], copies: [], extraBytes: 0 };
    const sizes = copies.map((copy) => copy.module.bytes);
    library.extraBytes += sizes.reduce((sum, size) => sum + size, 0) - Math.max(...sizes);
    for (const { where, module } of copies) {
      if (!library.versions.includes(module.version)) library.versions.push(module.version);
      const copy = library.copies.find((candidate) => candidate.where === where);
      if (copy) {
        copy.modules += 1;
        copy.bytes += module.bytes;
      } else {
        library.copies.push({ where, modules: 1, bytes: module.bytes });
      }
    }
    byLibrary.set(library.name, library);
  }
  return { duplicates: [...byLibrary.values()].toSorted((a, b) => b.extraBytes - a.extraBytes), unmapped };
}
