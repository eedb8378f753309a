// Matching questions (SPEC.md section 3): 2 to 6 pairs, written as the question's options, each with the
// item on the left (`text`) and its partner (`match`). A quiz serves the left items and, apart, the partners
// in an order of their own under ids made for that attempt (`matchId`), so nothing the child's browser
// holds before submitting pairs them; the answer names, for each left item, the partner's id.

export const PAIRS = { min: 2, max: 6 } as const;
const PAIR_TEXT_MAX = 200;

export type MatchingOption = { id: string; text?: string; match?: string; matchId?: string };

/** A matching answer as sent: `{"a":"<matchId>",...}`, or nothing at all while no pair is made. */
export function encodePairs(pairs: Readonly<Record<string, string>>): string {
  const made = Object.entries(pairs).filter(([, matchId]) => matchId);
  return made.length ? JSON.stringify(Object.fromEntries(made)) : '';
}

/** The pairs of a matching answer, left item id to the partner's id; none when it is not one. */
export function readPairs(answer: unknown): Record<string, string> {
  if (typeof answer !== 'string' || !answer.startsWith('{')) return {};
  try {
    const value: unknown = JSON.parse(answer);
    if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
    return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  } catch {
    return {};
  }
}

/** Right only when every pair is: each left item given its own partner. */
export function isMatchingCorrect(options: readonly MatchingOption[] | undefined, answer: unknown): boolean {
  const pairs = readPairs(answer);
  return Boolean(options?.length) && options!.every((option) => Boolean(option.matchId) && pairs[option.id] === option.matchId);
}

/** What is wrong with a matching question's pairs, in the author's words; null when a child could match them. */
export function pairsProblem(options: unknown): string | null {
  if (!Array.isArray(options) || options.length < PAIRS.min || options.length > PAIRS.max) return `A matching question needs ${PAIRS.min} to ${PAIRS.max} pairs`;
  const partners = new Set<string>();
  for (const [i, option] of options.entries()) {
    if (!option || typeof option !== 'object' || option.id !== String.fromCharCode(97 + i)) return 'Pairs must be objects with ids a, b, c and so on, in order';
    const { text, match } = option as { text?: unknown; match?: unknown };
    if (typeof text !== 'string' || !text.trim() || typeof match !== 'string' || !match.trim()) return 'Every pair needs something on each side';
    if (text.length > PAIR_TEXT_MAX || match.length > PAIR_TEXT_MAX) return `Each side of a pair must be at most ${PAIR_TEXT_MAX} characters`;
    const partner = match.trim().toLowerCase();
    if (partners.has(partner)) return 'Each item on the right must be different, so that each has one partner';
    partners.add(partner);
  }
  return null;
}

/** The partner's text of a matchId, as the results show what was picked. */
export function partnerText(options: readonly MatchingOption[] | undefined, matchId: string | undefined): string | undefined {
  return matchId ? options?.find((option) => option.matchId === matchId)?.match : undefined;
}
