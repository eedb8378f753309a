import { inboxOf } from '../domain.ts';

/** Who gave a result's first answers: the family, its inbox (inboxKey) and the child. */
export interface Answerer {
  family: string;
  inbox: string;
  student: string;
}

/**
 * What a family's answers are counted by: a digest of its parent's inbox (inboxOf), so that `name+1@...`,
 * `name+2@...` and `Name@...`, each confirmed, are one family and not three (WRONG_ANSWER_SHOWN_FROM).
 */
export function inboxKey(email: string): string {
  return $security.sha256(inboxOf(email));
}
