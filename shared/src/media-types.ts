// What a question's file is, by its content rather than its name: the server checks uploads so, and the editor
// and the importer (a picture inside a Moodle XML file) check them the same way before sending.
import { QUESTION_MEDIA } from './domain/index.ts';

export type MediaKind = keyof typeof QUESTION_MEDIA;
export type MediaType = (typeof QUESTION_MEDIA)[MediaKind]['types'][number];

/** How much of a file tells its type. */
export const MEDIA_HEAD_BYTES = 1024;
const startsWith = (head: Uint8Array, bytes: readonly number[], at = 0) => bytes.every((byte, i) => head[at + i] === byte);
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));
const riff = (head: Uint8Array, form: string) => startsWith(head, ascii('RIFF')) && startsWith(head, ascii(form), 8);

/** Every type QUESTION_MEDIA accepts (the questions collection's), with its test on the file's first bytes. */
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

/** The type of a question's file of this kind, from its first bytes; undefined when it is none the kind accepts. */
export function mediaTypeOf(kind: MediaKind, head: Uint8Array): MediaType | undefined {
  return QUESTION_MEDIA[kind].types.find((type: MediaType) => SIGNATURES[type](head.subarray(0, MEDIA_HEAD_BYTES)));
}
