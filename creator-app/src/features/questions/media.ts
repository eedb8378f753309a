import { QUESTION_MEDIA } from 'shared';
import { t } from './messages.ts';

export type MediaKind = keyof typeof QUESTION_MEDIA;

/** A question's image or audio in the editor: the stored file, a file chosen now, or none. */
export type MediaChoice = { kind: 'kept'; name: string; url: string } | { kind: 'new'; file: File; url: string } | { kind: 'none' };

export interface QuestionMedia {
  image: MediaChoice;
  audio: MediaChoice;
}

export const NO_MEDIA: QuestionMedia = { image: { kind: 'none' }, audio: { kind: 'none' } };

/** Why a chosen file cannot be uploaded, in words, before the server is asked; null when it can. */
export function mediaProblem(kind: MediaKind, file: File): string | null {
  const { maxBytes, types } = QUESTION_MEDIA[kind];
  if (!(types as readonly string[]).includes(file.type)) return t(`media.${kind}.type`);
  if (file.size > maxBytes) return t(`media.${kind}.size`, { megabytes: maxBytes / (1024 * 1024) });
  return null;
}
