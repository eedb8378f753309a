// Sample pictures for the tests of the editor, the server and the end-to-end run: a real one-pixel PNG, and
// a phone's photo (a JPEG taken sideways) carrying the details an author's picture must not take to
// children: where it was taken and by whom (shared/src/domain/picture-details.ts takes them out).

const ascii = (words: string) => [...words].map((char) => char.charCodeAt(0));

/** A PNG of one pixel, as a drawing program saves it. */
export const ONE_PIXEL_PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);

/** Words the sample photo hides in its Exif block and its comment. */
export const PHOTO_DETAILS = { location: '51 deg 30 N, 0 deg 7 W', author: 'Mrs Patel, 14 Elm Road' } as const;

const segment = (marker: number, data: number[]) => [0xff, marker, (data.length + 2) >> 8, (data.length + 2) & 0xff, ...data];
const u16 = (n: number) => [n >> 8, n & 0xff];

/** Exif's own header, then a big-endian TIFF header whose first block (IFD0) follows it. */
const EXIF_START = [...ascii('Exif\0\0MM'), ...u16(0x2a), 0, 0, 0, 8];
/** IFD0's entries: the orientation (a SHORT, 6: taken sideways), and where the GPS block is (a LONG). */
const ORIENTATION = [...u16(0x0112), ...u16(3), 0, 0, 0, 1, ...u16(6), 0, 0];
const GPS_BLOCK = [...u16(0x8825), ...u16(4), 0, 0, 0, 1, 0, 0, 0, 38];
const NO_NEXT_BLOCK = [0, 0, 0, 0];

/**
 * A JPEG as a phone saves it: JFIF, an Exif block with its orientation, a pointer to a GPS block and the
 * place in words, a comment naming its author, then the image data.
 */
export const PHOTO_WITH_DETAILS = Uint8Array.from([
  0xff,
  0xd8,
  ...segment(0xe0, [...ascii('JFIF\0'), 1, 1, 0, 0, 1, 0, 1, 0, 0]),
  ...segment(0xe1, [...EXIF_START, ...u16(2), ...ORIENTATION, ...GPS_BLOCK, ...NO_NEXT_BLOCK, ...ascii(PHOTO_DETAILS.location)]),
  ...segment(0xfe, ascii(PHOTO_DETAILS.author)),
  ...segment(0xdb, [0, ...Array.from({ length: 64 }, () => 1)]),
  ...segment(0xda, [1, 1, 0, 0, 0x3f, 0]),
  0x12,
  0x34,
  0x56,
  ...u16(0xffd9),
]);

const GIF_HEAD = [...ascii('GIF89a'), 1, 0, 1, 0, 0x80, 0, 0, 0, 0, 0, 0xff, 0xff, 0xff];
const GIF_FRAME_AND_END = [0x2c, 0, 0, 0, 0, 1, 0, 1, 0, 0, 2, 2, 0x44, 0x01, 0, 0x3b];
/** A GIF of one pixel. */
export const ONE_PIXEL_GIF = Uint8Array.from([...GIF_HEAD, ...GIF_FRAME_AND_END]);
/** The same GIF with a comment naming its author, as a drawing program may write one. */
export const GIF_WITH_COMMENT = Uint8Array.from([
  ...GIF_HEAD,
  0x21,
  0xfe,
  PHOTO_DETAILS.author.length,
  ...ascii(PHOTO_DETAILS.author),
  0,
  ...GIF_FRAME_AND_END,
]);

/** Whether the bytes still hold any of the photo's details. */
export function holdsPhotoDetails(bytes: Uint8Array): boolean {
  const text = String.fromCharCode(...bytes);
  return Object.values(PHOTO_DETAILS).some((words) => text.includes(words));
}

/** A WAV file of 8 silent samples: its 44-byte header, then the samples (a question's sound in the tests). */
export const WAV = (() => {
  const bytes = new Uint8Array(52);
  const view = new DataView(bytes.buffer);
  const text = (at: number, value: string) => [...value].forEach((c, i) => view.setUint8(at + i, c.charCodeAt(0)));
  text(0, 'RIFF');
  view.setUint32(4, 44, true);
  text(8, 'WAVEfmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true);
  view.setUint16(22, 1, true);
  view.setUint32(24, 8000, true);
  view.setUint32(28, 8000, true);
  view.setUint16(32, 1, true);
  view.setUint16(34, 8, true);
  text(36, 'data');
  view.setUint32(40, 8, true);
  return bytes;
})();
