// Two questions are the same when their text (trimmed, in any case, however spaced), subject and
// grade are: an import must not write a question twice, nor one the portal already holds.

export interface QuestionKey {
  text: string;
  subject: string;
  grade: string;
}

export type Duplicate =
  /** `index` repeats a question the portal holds, `id`. */
  | { index: number; of: 'existing'; id: string }
  /** `index` repeats the draft at `firstIndex`, earlier in the same file. */
  | { index: number; of: 'file'; firstIndex: number };

export function duplicateKey({ text, subject, grade }: QuestionKey): string {
  const words = text.normalize('NFKC').trim().replace(/\s+/g, ' ').toLocaleLowerCase('en');
  return JSON.stringify([subject, grade, words]);
}

/** The drafts (by index) that repeat an existing question or an earlier draft. */
export function findDuplicates(drafts: QuestionKey[], existing: Array<QuestionKey & { id: string }>): Duplicate[] {
  const known = new Map(existing.map((question) => [duplicateKey(question), question.id]));
  const seen = new Map<string, number>();
  const duplicates: Duplicate[] = [];
  drafts.forEach((draft, index) => {
    const key = duplicateKey(draft);
    const id = known.get(key);
    const firstIndex = seen.get(key);
    if (id !== undefined) duplicates.push({ index, of: 'existing', id });
    else if (firstIndex !== undefined) duplicates.push({ index, of: 'file', firstIndex });
    else seen.set(key, index);
  });
  return duplicates;
}
