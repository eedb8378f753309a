import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve, sep } from 'node:path';
import { field, readJson } from './json.ts';

/** One npm package's share of a built JavaScript file. */
export interface PackageModule {
  /** `antd`, `@ant-design/cssinjs`. */
  name: string;
  version: string;
  /** The file inside the package, e.g. `es/button/button.js`: the same module in two builds has the same one. */
  file: string;
  /** Characters of minified output that the source map attributes to this module. */
  bytes: number;
}

interface RawSourceMap {
  sources: string[];
  mappings: string;
}

const isSourceMap = (value: unknown): value is RawSourceMap =>
  typeof value === 'object' &&
  value !== null &&
  'sources' in value &&
  Array.isArray(value.sources) &&
  'mappings' in value &&
  typeof value.mappings === 'string';

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const DIGITS = new Map([...BASE64].map((char, index) => [char, index]));

/** The numbers of one mappings segment (base64 VLQ: 5 bits a digit, bit 6 continues, bit 1 is the sign). */
function decodeSegment(segment: string): number[] {
  const values: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = DIGITS.get(char);
    if (digit === undefined) throw new Error(`Not a source map digit: ${char}`);
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
    } else {
      values.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return values;
}

/**
 * How many characters of the generated code each source produced. A segment runs until the
 * next one on its line (or the line's end); segments with no source (glue the bundler wrote)
 * count for nobody. Sources the minifier dropped entirely get 0, so they are not "present".
 */
function charactersPerSource(code: string, map: RawSourceMap): number[] {
  const counts: number[] = map.sources.map(() => 0);
  const lines = code.split('\n');
  let source = 0;
  map.mappings.split(';').forEach((line, lineIndex) => {
    const lineLength = lines[lineIndex]?.length ?? 0;
    let column = 0;
    const segments: { column: number; source: number | null }[] = [];
    for (const text of line.split(',')) {
      if (!text) continue;
      const [columnDelta = 0, sourceDelta] = decodeSegment(text);
      column += columnDelta;
      if (sourceDelta === undefined) {
        segments.push({ column, source: null });
      } else {
        source += sourceDelta;
        segments.push({ column, source });
      }
    }
    segments.forEach((segment, index) => {
      if (segment.source === null) return;
      const end = segments[index + 1]?.column ?? lineLength;
      counts[segment.source] = (counts[segment.source] ?? 0) + Math.max(0, end - segment.column);
    });
  });
  return counts;
}

const versions = new Map<string, string>();

function versionAt(packageDir: string): string {
  let version = versions.get(packageDir);
  if (version === undefined) {
    const found = field(readJson(join(packageDir, 'package.json')), 'version');
    version = typeof found === 'string' ? found : 'unknown';
    versions.set(packageDir, version);
  }
  return version;
}

/** The npm package a source path lies in (the innermost `node_modules`), or null for the apps' own code. */
function packageOf(path: string): Omit<PackageModule, 'bytes'> | null {
  const marker = `${sep}node_modules${sep}`;
  const at = path.lastIndexOf(marker);
  if (at < 0) return null;
  const parts = path.slice(at + marker.length).split(sep);
  const nameParts = parts[0]?.startsWith('@') ? parts.slice(0, 2) : parts.slice(0, 1);
  const name = nameParts.join('/');
  const packageDir = path.slice(0, at + marker.length) + nameParts.join(sep);
  return { name, version: existsSync(packageDir) ? versionAt(packageDir) : 'unknown', file: parts.slice(nameParts.length).join('/') };
}

/**
 * The npm modules inside a built JavaScript file, read from its source map (`<file>.map`,
 * written when the apps are built with BENCH=1). Null when the file has no map.
 */
export function packageModules(jsFile: string): PackageModule[] | null {
  const mapFile = `${jsFile}.map`;
  if (!existsSync(jsFile) || !existsSync(mapFile)) return null;
  const map = readJson(mapFile);
  if (!isSourceMap(map)) throw new Error(`${mapFile} is not a source map`);
  const characters = charactersPerSource(readFileSync(jsFile, 'utf8'), map);
  const modules: PackageModule[] = [];
  map.sources.forEach((source, index) => {
    const bytes = characters[index] ?? 0;
    // Bundlers may prefix sources with `webpack://<name>/`; the rest is relative to the map.
    const located = packageOf(resolve(dirname(mapFile), source.replace(/^[\w-]+:\/\/[^/]*\//, '')));
    if (located && bytes > 0) modules.push({ ...located, bytes });
  });
  return modules;
}
