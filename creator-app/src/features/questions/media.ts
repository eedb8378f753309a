import {
  fieldErrors,
  MEDIA_HEAD_BYTES,
  mediaTypeOf,
  PICTURE_DETAILS_MESSAGES,
  pictureProblem,
  QUESTION_MEDIA,
  withoutPictureDetails,
  type MediaKind,
} from 'shared';
import { t } from './messages.ts';

export type { MediaKind };

/** A question's image or audio in the editor: the stored file, a file chosen now, or none. */
export type MediaChoice = { kind: 'kept'; name: string; url: string } | { kind: 'new'; file: File; url: string } | { kind: 'none' };

export interface QuestionMedia {
  image: MediaChoice;
  audio: MediaChoice;
}

export const NO_MEDIA: QuestionMedia = { image: { kind: 'none' }, audio: { kind: 'none' } };

/** Why a chosen file cannot be uploaded, in words, before the server is asked; null when it can. */
export async function mediaProblem(kind: MediaKind, file: File): Promise<string | null> {
  const { maxBytes } = QUESTION_MEDIA[kind];
  if (file.size > maxBytes) return t(`media.${kind}.size`, { megabytes: maxBytes / (1024 * 1024) });
  const head = new Uint8Array(await file.slice(0, MEDIA_HEAD_BYTES).arrayBuffer());
  if (!mediaTypeOf(kind, head)) return t(`media.${kind}.type`);
  if (kind !== 'image') return null;
  // The editor takes hidden details out itself; a picture whose details cannot be told from its pixels, or
  // with more pixels than the server takes, cannot be sent.
  const problem = pictureProblem(new Uint8Array(await file.arrayBuffer()));
  return problem && problem !== PICTURE_DETAILS_MESSAGES.details ? `${problem}.` : null;
}

/** A picture as it is uploaded: without its hidden details, such as where and when it was taken (shared's picture-details). */
export async function withoutDetails(file: File): Promise<File> {
  const clean = withoutPictureDetails(new Uint8Array(await file.arrayBuffer()));
  return clean ? new File([clean], file.name, { type: file.type }) : file;
}

const MEDIA_FIELDS: Record<MediaKind, string> = { image: 'images', audio: 'audio' };

/** A refused save's words about its files, ours rather than the server's, by the upload they belong to. */
export function serverMediaProblems(error: unknown): Partial<Record<MediaKind, string>> {
  const refused = fieldErrors(error);
  const problems: Partial<Record<MediaKind, string>> = {};
  for (const kind of Object.keys(MEDIA_FIELDS) as MediaKind[]) {
    const words = refused[MEDIA_FIELDS[kind]];
    if (!words) continue;
    // The server's words about a picture's hidden details are ours too (shared/src/domain/picture-details.ts).
    const details = (Object.values(PICTURE_DETAILS_MESSAGES) as string[]).includes(words);
    problems[kind] = details ? `${words}.` : t(`media.${kind}.refused`, { megabytes: QUESTION_MEDIA[kind].maxBytes / (1024 * 1024) });
  }
  return problems;
}
