import { fieldErrors, PICTURE_DETAILS_MESSAGES, pictureProblem, QUESTION_MEDIA, withoutPictureDetails } from 'shared';
import { t } from './messages.ts';

export type MediaKind = keyof typeof QUESTION_MEDIA;
type MediaType = (typeof QUESTION_MEDIA)[MediaKind]['types'][number];

/** A question's image or audio in the editor: the stored file, a file chosen now, or none. */
export type MediaChoice = { kind: 'kept'; name: string; url: string } | { kind: 'new'; file: File; url: string } | { kind: 'none' };

export interface QuestionMedia {
  image: MediaChoice;
  audio: MediaChoice;
}

export const NO_MEDIA: QuestionMedia = { image: { kind: 'none' }, audio: { kind: 'none' } };

/** How much of a file tells its type. */
const HEAD_BYTES = 1024;
const startsWith = (head: Uint8Array, bytes: readonly number[], at = 0) => bytes.every((byte, i) => head[at + i] === byte);
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));
const riff = (head: Uint8Array, form: string) => startsWith(head, ascii('RIFF')) && startsWith(head, ascii(form), 8);

/**
 * What the server checks a file's type by: its content, not its name, so a text file named
 * `.png` is refused. Every type QUESTION_MEDIA accepts (the questions collection's) has its test.
 */
const SIGNATURES: Record<MediaType, (head: Uint8Array) => boolean> = {
  'image/png': (head) => startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  'image/jpeg': (head) => startsWith(head, [0xff, 0xd8, 0xff]),
  'image/gif': (head) => startsWith(head, ascii('GIF87a')) || startsWith(head, ascii('GIF89a')),
  'image/webp': (head) => riff(head, 'WEBP'),
  'image/svg+xml': (head) => {
    const text = new TextDecoder().decode(head);
    return /^\s*</.test(text) && text.includes('<svg');
  },
  'audio/mpeg': (head) => startsWith(head, ascii('ID3')) || (head[0] === 0xff && ((head[1] ?? 0) & 0xe0) === 0xe0),
  'audio/ogg': (head) => startsWith(head, ascii('OggS')),
  'audio/wav': (head) => riff(head, 'WAVE'),
  'audio/webm': (head) => startsWith(head, [0x1a, 0x45, 0xdf, 0xa3]),
};

/** Why a chosen file cannot be uploaded, in words, before the server is asked; null when it can. */
export async function mediaProblem(kind: MediaKind, file: File): Promise<string | null> {
  const { maxBytes, types } = QUESTION_MEDIA[kind];
  if (file.size > maxBytes) return t(`media.${kind}.size`, { megabytes: maxBytes / (1024 * 1024) });
  const head = new Uint8Array(await file.slice(0, HEAD_BYTES).arrayBuffer());
  if (!types.some((type: MediaType) => SIGNATURES[type](head))) return t(`media.${kind}.type`);
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
