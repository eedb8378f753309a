import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { citationIn, commentsOf } from './comment-citations.ts';

const repo = resolve(import.meta.dirname, '..', '..');

/** The repository's files, tracked or new (not ignored), as git lists them. */
const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: repo, encoding: 'utf8' })
  .split('\n')
  .filter(Boolean);

const SOURCE = /\.(?:ts|tsx|js|mjs|cjs)$/;
// docs/bench.md is written by the bench (`e2e/bench/report.ts`), headings included.
const DOCS = (path: string) => path === 'README.md' || (/^docs\/[^/]+\.md$/.test(path) && path !== 'docs/bench.md');

function read(path: string): string | null {
  try {
    return readFileSync(join(repo, path), 'utf8');
  } catch {
    // Listed by git but deleted in the working tree.
    return null;
  }
}

describe('comments and docs cite what a reader can open', () => {
  it('no comment in the source cites a specification kept elsewhere or a bare tracker number: docs/product.md says it', () => {
    const found: string[] = [];
    for (const path of files.filter((file) => SOURCE.test(file))) {
      const source = read(path);
      if (source === null) continue;
      for (const comment of commentsOf(source)) {
        comment.text.split('\n').forEach((text, offset) => {
          const citation = citationIn(text);
          if (citation) found.push(`${path}:${comment.line + offset}: "${citation}"`);
        });
      }
    }
    expect(found).toEqual([]);
  });

  it('no page of docs/ (nor the README) does either', () => {
    const found: string[] = [];
    for (const path of files.filter(DOCS)) {
      (read(path) ?? '').split('\n').forEach((text, index) => {
        const citation = citationIn(text);
        if (citation) found.push(`${path}:${index + 1}: "${citation}"`);
      });
    }
    expect(found).toEqual([]);
  });
});

describe('commentsOf', () => {
  it('finds line and block comments, JSX ones included, with their lines', () => {
    const source = ['// one', 'const a = 1; /* two', 'lines */', 'const b = <p>{/* three */}</p>;'].join('\n');
    expect(commentsOf(source)).toEqual([
      { line: 1, text: ' one' },
      { line: 2, text: ' two\nlines ' },
      { line: 4, text: ' three ' },
    ]);
  });

  it('skips strings, template literals and regular expressions, so a test title or a text is never a comment', () => {
    const source = [
      "it('shows SPEC defaults // not a comment', () => {});",
      'const url = "http://example.org/* not either */";',
      'const text = `a ${`nested ${1} // no`} /* no */`;',
      'const pattern = /\\/\\/ not a comment/g, ratio = 4 / 2; // the one',
      'const quote = /[\'"]/.test(x); // two',
    ].join('\n');
    expect(commentsOf(source)).toEqual([
      { line: 4, text: ' the one' },
      { line: 5, text: ' two' },
    ]);
  });
});

describe('citationIn', () => {
  it('names the citation, and leaves ordinary words alone', () => {
    expect(citationIn('(SPEC.md section 5)')).toBe('SPEC');
    expect(citationIn('as issue 23 asks')).toBe('issue 23');
    expect(citationIn('Issue 24 item 6: a family')).toBe('Issue 24');
    expect(citationIn('e2e/tests/offline.spec.ts and a spec of the route')).toBeNull();
    expect(citationIn('an issue with 3 parts, docs/product.md "Validation"')).toBeNull();
  });
});
