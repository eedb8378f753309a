// The question-set builder's rules (docs/product.md, "Create and Edit Question Set"): selecting a question toggles it; adding
// merges its skills into the set's and adds its time; an empty subject or grade is copied from
// the first question added; removing lowers the time, never below 0, and leaves the skills.
// The time is kept in seconds while selecting and shown and saved in minutes, rounded up.

export interface BuilderQuestion {
  id: string;
  subject: string;
  grade: string;
  skills: readonly string[];
  /** Seconds. */
  estimatedTime: number;
}

export interface SetSelection {
  questions: readonly string[];
  skills: readonly string[];
  subject: string;
  grade: string;
  /** The running total of the selected questions' times, in seconds. */
  seconds: number;
}

export function toggleQuestion(selection: SetSelection, question: BuilderQuestion): SetSelection {
  if (selection.questions.includes(question.id)) {
    return {
      ...selection,
      questions: selection.questions.filter((id) => id !== question.id),
      seconds: Math.max(0, selection.seconds - question.estimatedTime),
    };
  }
  return {
    questions: [...selection.questions, question.id],
    skills: [...new Set([...selection.skills, ...question.skills])],
    subject: selection.subject || question.subject,
    grade: selection.grade || question.grade,
    seconds: selection.seconds + question.estimatedTime,
  };
}

/** Minutes as a set shows and saves them: the seconds rounded up. */
export function minutesOf(seconds: number): number {
  return Math.ceil(seconds / 60);
}

/**
 * A list of short texts typed one at a time (learning objectives, prerequisites, tags): the entry
 * is trimmed and added when it is not empty and not already there; otherwise the list is unchanged.
 */
export function addListEntry(list: readonly string[], entry: string): readonly string[] {
  const text = entry.trim();
  return text === '' || list.includes(text) ? list : [...list, text];
}
