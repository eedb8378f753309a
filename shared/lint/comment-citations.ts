/**
 * Comments and docs that cite what a reader of this repository cannot open: a specification kept
 * outside it, or a bare tracker number. They point to docs/product.md or another page of docs/ instead.
 */
const CITATIONS = [/\bSPEC\b/, /\bissues? #?\d+/i];

/** The first citation in a text, or null. */
export function citationIn(text: string): string | null {
  for (const pattern of CITATIONS) {
    const found = pattern.exec(text);
    if (found) return found[0];
  }
  return null;
}

/** A comment of a source file: its text and the line it starts on (1-based). */
export interface SourceComment {
  line: number;
  text: string;
}

// After these a `/` starts a regular expression, not a division.
const BEFORE_REGEX = new Set(['', '(', ',', '=', ':', '[', '!', '&', '|', '?', '{', '}', ';', '+', '-', '*', '%', '<', '>', '~', '^']);
const KEYWORDS_BEFORE_REGEX = new Set([
  'return',
  'typeof',
  'case',
  'do',
  'else',
  'in',
  'of',
  'new',
  'delete',
  'void',
  'throw',
  'yield',
  'await',
]);

/**
 * The comments of a JavaScript or TypeScript source (JSX's `{/* … *\/}` included), skipping strings,
 * template literals and regular expressions, so that a test's title or a text the UI shows is never
 * taken for a comment.
 */
export function commentsOf(source: string): SourceComment[] {
  const comments: SourceComment[] = [];
  let line = 1;
  let index = 0;
  let lastSignificant = '';
  let lastWord = '';
  // Template literals nest through `${`: each entry counts the braces open inside one substitution.
  const templateBraces: number[] = [];
  const advanceTo = (end: number) => {
    for (let at = index; at < end; at++) if (source[at] === '\n') line++;
    index = end;
  };
  const skipString = (quote: string) => {
    let at = index + 1;
    while (at < source.length && source[at] !== quote && source[at] !== '\n') at += source[at] === '\\' ? 2 : 1;
    advanceTo(Math.min(at + 1, source.length));
  };
  const skipTemplate = () => {
    let at = index;
    while (at < source.length) {
      if (source[at] === '\\') at += 2;
      else if (source[at] === '`') {
        advanceTo(at + 1);
        return;
      } else if (source[at] === '$' && source[at + 1] === '{') {
        templateBraces.push(0);
        advanceTo(at + 2);
        return;
      } else at++;
    }
    advanceTo(source.length);
  };
  const skipRegex = () => {
    let at = index + 1;
    let inClass = false;
    while (at < source.length && source[at] !== '\n') {
      const char = source[at];
      if (char === '\\') at += 2;
      else {
        if (char === '[') inClass = true;
        else if (char === ']') inClass = false;
        else if (char === '/' && !inClass) break;
        at++;
      }
    }
    at++;
    while (at < source.length && /[a-z]/i.test(source[at]!)) at++;
    advanceTo(Math.min(at, source.length));
  };

  while (index < source.length) {
    const char = source[index]!;
    const next = source[index + 1];
    if (char === '/' && next === '/') {
      const end = source.indexOf('\n', index);
      const stop = end === -1 ? source.length : end;
      comments.push({ line, text: source.slice(index + 2, stop) });
      advanceTo(stop);
      continue;
    }
    if (char === '/' && next === '*') {
      const end = source.indexOf('*/', index + 2);
      const stop = end === -1 ? source.length : end + 2;
      comments.push({ line, text: source.slice(index + 2, stop - 2) });
      advanceTo(stop);
      continue;
    }
    if (char === "'" || char === '"') {
      skipString(char);
      lastSignificant = 'x';
      lastWord = '';
      continue;
    }
    if (char === '`') {
      index++;
      skipTemplate();
      lastSignificant = 'x';
      lastWord = '';
      continue;
    }
    if (char === '/') {
      if (BEFORE_REGEX.has(lastSignificant) || KEYWORDS_BEFORE_REGEX.has(lastWord)) {
        skipRegex();
        lastSignificant = 'x';
        lastWord = '';
        continue;
      }
    }
    if (templateBraces.length > 0) {
      if (char === '{') templateBraces[templateBraces.length - 1]! += 1;
      else if (char === '}') {
        if (templateBraces[templateBraces.length - 1] === 0) {
          templateBraces.pop();
          index++;
          skipTemplate();
          lastSignificant = 'x';
          continue;
        }
        templateBraces[templateBraces.length - 1]! -= 1;
      }
    }
    if (!/\s/.test(char)) {
      const wordChar = /[\w$]/.test(char);
      lastWord = wordChar ? (/[\w$]/.test(source[index - 1] ?? '') ? lastWord + char : char) : '';
      lastSignificant = wordChar || char === ')' || char === ']' ? 'x' : char;
    }
    advanceTo(index + 1);
  }
  return comments;
}
