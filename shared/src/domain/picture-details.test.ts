import { describe, expect, it } from 'vitest';
import { PICTURE_DETAILS_MESSAGES, pictureDetailsProblem, pictureProblem, withoutPictureDetails } from './picture-details.ts';

const ascii = (words: string) => [...words].map((char) => char.charCodeAt(0));
const u32be = (n: number) => [n >>> 24, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff];
const u32le = (n: number) => [n & 0xff, (n >>> 8) & 0xff, (n >>> 16) & 0xff, n >>> 24];
const bytes = (...parts: number[][]) => Uint8Array.from(parts.flat());
/** The server's way to the end of a JPEG (backend/src/question-files.ts asks SQLite): the first end marker from a position. */
const findEnd = (picture: Uint8Array) => (from: number) => Buffer.from(picture).indexOf(Buffer.from([0xff, 0xd9]), from);
/** Whether `inner` occurs in `outer`. */
const contains = (outer: Uint8Array, inner: number[]) => Buffer.from(outer).includes(Buffer.from(inner));

const GPS = ascii('51 deg 30 N, 0 deg 7 W');
const AUTHOR = ascii('Mrs Patel, 14 Elm Road');

// PNG: chunks of length, type, data and a checksum (not checked by the reader, so zeros here).
const pngChunk = (type: string, data: number[]) => [...u32be(data.length), ...ascii(type), ...data, 0, 0, 0, 0];
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const IHDR = pngChunk('IHDR', [0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0]);
const IDAT = pngChunk('IDAT', [0x78, 0x9c, 0x63, 0x60, 0, 0, 0, 2, 0, 1]);
const IEND = pngChunk('IEND', []);
const ICCP = pngChunk('iCCP', ascii('sRGB\0\0xyz'));

// JPEG: segments of a marker and a length, then the image data.
const segment = (marker: number, data: number[]) => [0xff, marker, (data.length + 2) >> 8, (data.length + 2) & 0xff, ...data];
/** A big-endian Exif block with the given IFD0 entries (tag, SHORT value) and a next-IFD offset. */
const exif = (entries: Array<[number, number]>, next = 0) => [
  ...ascii('Exif\0\0'),
  ...ascii('MM'),
  0,
  0x2a,
  ...u32be(8),
  0,
  entries.length,
  ...entries.flatMap(([tag, value]) => [tag >> 8, tag & 0xff, 0, 3, 0, 0, 0, 1, value >> 8, value & 0xff, 0, 0]),
  ...u32be(next),
  ...GPS,
];
const JFIF = segment(0xe0, [...ascii('JFIF\0'), 1, 1, 0, 0, 1, 0, 1, 0, 0]);
const ICC = segment(0xe2, [...ascii('ICC_PROFILE\0'), 1, 1, 9, 9]);
const DQT = segment(0xdb, [0, ...Array.from({ length: 64 }, () => 1)]);
const SCAN = [...segment(0xda, [1, 1, 0, 0, 0x3f, 0]), 0x12, 0x34, 0xff, 0x00, 0x56, 0xff, 0xd9];

// WebP: a RIFF of chunks, each of a type, a little-endian size and data padded to an even length.
const riffChunk = (type: string, data: number[]) => [...ascii(type), ...u32le(data.length), ...data, ...(data.length % 2 ? [0] : [])];
const riff = (...chunks: number[][]) => {
  const body = [...ascii('WEBP'), ...chunks.flat()];
  return bytes(ascii('RIFF'), u32le(body.length), body);
};
const vp8x = (flags: number) => riffChunk('VP8X', [flags, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
const VP8L = riffChunk('VP8L', [0x2f, 0, 0, 0, 0x10, 0x07, 0x10, 0x11, 0x11, 0x88, 0x88, 0xfe, 0x07, 0x00]);

// GIF: a header with a 2-colour table, a frame (its timing block, its descriptor, its image data in sub-blocks), the looping block.
const GIF_HEAD = [...ascii('GIF89a'), 1, 0, 1, 0, 0x80, 0, 0, 0, 0, 0, 0xff, 0xff, 0xff];
const GIF_FRAME = [0x21, 0xf9, 4, 1, 0, 0, 0, 0, 0x2c, 0, 0, 0, 0, 1, 0, 1, 0, 0, 2, 2, 0x44, 0x01, 0];
const LOOP = [0x21, 0xff, 11, ...ascii('NETSCAPE2.0'), 3, 1, 0, 0, 0];

/** The orientation an Exif segment of a cleaned JPEG keeps, or 1 when it has none. */
function orientationOf(jpeg: Uint8Array): number {
  const at = Buffer.from(jpeg).indexOf(Buffer.from(ascii('Exif\0\0')));
  if (at < 0) return 1;
  const tiff = at + 6;
  const ifd = tiff + 8;
  expect(jpeg[ifd + 1]).toBe(1);
  return (jpeg[ifd + 10]! << 8) | jpeg[ifd + 11]!;
}

describe('a picture’s hidden details', () => {
  it('a PNG loses its words, dates and camera data, and what follows its end; its pixels and colours stay', () => {
    const png = bytes(
      PNG_SIGNATURE,
      IHDR,
      ICCP,
      pngChunk('tEXt', [...ascii('Author\0'), ...AUTHOR]),
      pngChunk('eXIf', GPS),
      IDAT,
      pngChunk('tIME', [7, 234, 11, 26, 9, 0, 0]),
      IEND,
      GPS,
    );
    expect(pictureDetailsProblem(png)).toBe(PICTURE_DETAILS_MESSAGES.details);
    const clean = withoutPictureDetails(png)!;
    expect(clean).toEqual(bytes(PNG_SIGNATURE, IHDR, ICCP, IDAT, IEND));
    expect(pictureDetailsProblem(clean)).toBeNull();
  });

  it('a JPEG loses its Exif, XMP, comments and other blocks, keeps JFIF, its colour profile and its orientation', () => {
    const jpeg = bytes(
      [0xff, 0xd8],
      JFIF,
      segment(
        0xe1,
        exif([
          [0x0112, 6],
          [0x8825, 0x26],
        ]),
      ),
      segment(0xe1, [...ascii('http://ns.adobe.com/xap/1.0/\0'), ...AUTHOR]),
      segment(0xed, [...ascii('Photoshop 3.0\0'), ...AUTHOR]),
      segment(0xfe, AUTHOR),
      ICC,
      DQT,
      SCAN,
    );
    expect(pictureDetailsProblem(jpeg)).toBe(PICTURE_DETAILS_MESSAGES.details);
    const clean = withoutPictureDetails(jpeg)!;
    expect(contains(clean, GPS)).toBe(false);
    expect(contains(clean, AUTHOR)).toBe(false);
    for (const kept of [JFIF, ICC, DQT, SCAN]) expect(contains(clean, kept)).toBe(true);
    // A phone's photo taken sideways still shows upright.
    expect(orientationOf(clean)).toBe(6);
    expect(pictureDetailsProblem(clean)).toBeNull();
    expect(withoutPictureDetails(clean)).toEqual(clean);
  });

  it('a JPEG upright as it is keeps no Exif at all', () => {
    const jpeg = bytes(
      [0xff, 0xd8],
      segment(
        0xe1,
        exif([
          [0x0112, 1],
          [0x010f, 3],
        ]),
      ),
      DQT,
      SCAN,
    );
    const clean = withoutPictureDetails(jpeg)!;
    expect(clean).toEqual(bytes([0xff, 0xd8], DQT, SCAN));
  });

  it('an Exif block saying more than the orientation, pointing to another block, or with words after it, is a detail', () => {
    expect(pictureDetailsProblem(bytes([0xff, 0xd8], segment(0xe1, exif([[0x0112, 3]], 40)), DQT, SCAN))).toBe(
      PICTURE_DETAILS_MESSAGES.details,
    );
    expect(pictureDetailsProblem(bytes([0xff, 0xd8], segment(0xe1, exif([[0x0110, 3]])), DQT, SCAN))).toBe(
      PICTURE_DETAILS_MESSAGES.details,
    );
    // The orientation alone, then the place in words past the block's end.
    expect(pictureDetailsProblem(bytes([0xff, 0xd8], segment(0xe1, exif([[0x0112, 3]])), DQT, SCAN))).toBe(
      PICTURE_DETAILS_MESSAGES.details,
    );
  });

  it('a block no list knows is a detail: a PNG chunk or a WebP chunk of a program’s own, a JPEG block past the coding, a JFIF thumbnail', () => {
    const png = bytes(PNG_SIGNATURE, IHDR, pngChunk('caBX', AUTHOR), pngChunk('prVt', GPS), IDAT, IEND);
    expect(withoutPictureDetails(png)).toEqual(bytes(PNG_SIGNATURE, IHDR, IDAT, IEND));
    const webp = riff(vp8x(0), VP8L, riffChunk('JUNK', AUTHOR), riffChunk('ANIM', [0, 0, 0, 0, 0, 0, ...GPS]));
    expect(withoutPictureDetails(webp)).toEqual(riff(vp8x(0), VP8L));
    const padded = bytes(PNG_SIGNATURE, IHDR, pngChunk('pHYs', [0, 0, 0, 1, 0, 0, 0, 1, 0, ...AUTHOR]), IDAT, IEND);
    expect(withoutPictureDetails(padded)).toEqual(bytes(PNG_SIGNATURE, IHDR, IDAT, IEND));
    const thumbnail = segment(0xe0, [...ascii('JFIF\0'), 1, 1, 0, 0, 1, 0, 1, 1, 1, 9, 9, 9]);
    const jpeg = bytes([0xff, 0xd8], thumbnail, segment(0xeb, AUTHOR), segment(0xf1, GPS), DQT, SCAN);
    expect(pictureDetailsProblem(jpeg)).toBe(PICTURE_DETAILS_MESSAGES.details);
    expect(withoutPictureDetails(jpeg)).toEqual(bytes([0xff, 0xd8], DQT, SCAN));
  });

  it('a WebP loses its EXIF and XMP chunks and the flags that announced them; its size is written again', () => {
    const webp = riff(vp8x(0x08 | 0x04 | 0x20), riffChunk('ICCP', [1, 2, 3]), VP8L, riffChunk('EXIF', GPS), riffChunk('XMP ', AUTHOR));
    expect(pictureDetailsProblem(webp)).toBe(PICTURE_DETAILS_MESSAGES.details);
    const clean = withoutPictureDetails(webp)!;
    expect(clean).toEqual(riff(vp8x(0x20), riffChunk('ICCP', [1, 2, 3]), VP8L));
    expect(pictureDetailsProblem(clean)).toBeNull();
    // A VP8X that still announces details it no longer has is refused too.
    expect(pictureDetailsProblem(riff(vp8x(0x08), VP8L))).toBe(PICTURE_DETAILS_MESSAGES.details);
  });

  it('a GIF loses its comments, plain text, XMP and other programs’ blocks and what follows its end; its frames, timing and looping stay', () => {
    const comment = [0x21, 0xfe, AUTHOR.length, ...AUTHOR, 0];
    const xmp = [0x21, 0xff, 11, ...ascii('XMP DataXMP'), GPS.length, ...GPS, 0];
    const gif = bytes(GIF_HEAD, LOOP, comment, GIF_FRAME, xmp, GIF_FRAME, [0x3b], GPS);
    expect(pictureDetailsProblem(gif)).toBe(PICTURE_DETAILS_MESSAGES.details);
    expect(withoutPictureDetails(gif)).toEqual(bytes(GIF_HEAD, LOOP, GIF_FRAME, GIF_FRAME, [0x3b]));
    // Cut short in its image data, or with a block the format does not have: unreadable.
    expect(pictureDetailsProblem(bytes(GIF_HEAD, GIF_FRAME.slice(0, 14)))).toBe(PICTURE_DETAILS_MESSAGES.unreadable);
    expect(pictureDetailsProblem(bytes(GIF_HEAD, [0x99], GIF_FRAME, [0x3b]))).toBe(PICTURE_DETAILS_MESSAGES.unreadable);
  });

  it('a picture without details comes back the same, and an SVG is not read', () => {
    for (const picture of [
      bytes(PNG_SIGNATURE, IHDR, IDAT, IEND),
      bytes([0xff, 0xd8], JFIF, DQT, SCAN),
      riff(VP8L),
      bytes(GIF_HEAD, GIF_FRAME, [0x3b]),
      bytes(ascii('<svg/>')),
    ]) {
      expect(pictureDetailsProblem(picture)).toBeNull();
      expect(withoutPictureDetails(picture)).toEqual(picture);
    }
  });

  it('a picture whose blocks cannot be read to the image data is unreadable, never passed as clean', () => {
    const cut = [
      bytes(PNG_SIGNATURE, IHDR, pngChunk('tEXt', AUTHOR)),
      bytes(PNG_SIGNATURE, IHDR, IDAT).subarray(0, 30),
      bytes([0xff, 0xd8], JFIF, [0xff, 0xe1, 0xff, 0xff], GPS),
      bytes([0xff, 0xd8], JFIF, [0x00, 0x01], DQT, SCAN),
      riff(VP8L).subarray(0, 20),
      bytes(ascii('RIFF'), u32le(4 + 8 + 3), ascii('WEBP'), ascii('EXIF'), u32le(100), GPS.slice(0, 3)),
    ];
    for (const picture of cut) {
      expect(pictureDetailsProblem(picture)).toBe(PICTURE_DETAILS_MESSAGES.unreadable);
      expect(withoutPictureDetails(picture)).toBeNull();
    }
  });

  it('a JPEG is read through its image data to its end: what follows (a second picture, a phone’s trailer) is a detail', () => {
    const photo = bytes([0xff, 0xd8], JFIF, DQT, SCAN);
    const secondPicture = bytes(
      [0xff, 0xd8],
      segment(
        0xe1,
        exif([
          [0x0112, 1],
          [0x8825, 0x26],
        ]),
      ),
      DQT,
      SCAN,
    );
    const trailer = bytes(ascii('Image_UTC_Data'), AUTHOR, ascii('SEFT'));
    for (const after of [secondPicture, trailer]) {
      const picture = bytes([...photo], [...after]);
      expect(pictureDetailsProblem(picture)).toBe(PICTURE_DETAILS_MESSAGES.details);
      expect(withoutPictureDetails(picture)).toEqual(photo);
    }
  });

  it('a progressive JPEG keeps every scan, restart markers and stuffed bytes, and loses a comment between its scans', () => {
    const data = [0x12, 0xff, 0x00, 0x34, 0xff, 0xd0, 0x56, 0xff, 0xff, 0xd1, 0x78];
    const scan = (n: number) => [...segment(0xda, [1, 1, 0, 0, n, 0]), ...data];
    const progressive = bytes([0xff, 0xd8], JFIF, DQT, scan(1), segment(0xfe, AUTHOR), segment(0xc4, [0, 1, 2]), scan(2), [0xff, 0xd9]);
    expect(pictureDetailsProblem(progressive)).toBe(PICTURE_DETAILS_MESSAGES.details);
    expect(withoutPictureDetails(progressive)).toEqual(
      bytes([0xff, 0xd8], JFIF, DQT, scan(1), segment(0xc4, [0, 1, 2]), scan(2), [0xff, 0xd9]),
    );
    // Cut short in its image data, with no end marker: nothing after it to hide.
    const cut = bytes([0xff, 0xd8], DQT, scan(1));
    expect(pictureDetailsProblem(cut)).toBeNull();
  });

  it('read as the server reads it (the end marker found for it), a JPEG with anything after its end is refused, a clean one is not', () => {
    const photo = bytes([0xff, 0xd8], JFIF, DQT, SCAN);
    const twoInOne = bytes([...photo], [...photo]);
    expect(pictureDetailsProblem(photo, findEnd(photo))).toBeNull();
    expect(pictureDetailsProblem(twoInOne, findEnd(twoInOne))).toBe(PICTURE_DETAILS_MESSAGES.details);
    const cut = bytes([0xff, 0xd8], DQT, SCAN.slice(0, -2));
    expect(pictureDetailsProblem(cut, findEnd(cut))).toBeNull();
  });

  it('a kept block with more in it than its own bytes is a detail: JFIF, Adobe, an orientation block whose entries start later', () => {
    const longJfif = segment(0xe0, [...ascii('JFIF\0'), 1, 1, 0, 0, 1, 0, 1, 0, 0, ...AUTHOR]);
    const longAdobe = segment(0xee, [...ascii('Adobe'), 0, 100, 0, 0, 0, 0, 1, ...AUTHOR]);
    const gap = [
      ...ascii('Exif\0\0MM'),
      0,
      0x2a,
      0,
      0,
      0,
      8 + GPS.length,
      ...GPS,
      0,
      1,
      0x01,
      0x12,
      0,
      3,
      0,
      0,
      0,
      1,
      0,
      3,
      0,
      0,
      0,
      0,
      0,
      0,
    ];
    for (const block of [longJfif, longAdobe, segment(0xe1, gap)]) {
      const picture = bytes([0xff, 0xd8], block, DQT, SCAN);
      expect(pictureDetailsProblem(picture)).toBe(PICTURE_DETAILS_MESSAGES.details);
      expect(contains(withoutPictureDetails(picture)!, GPS) || contains(withoutPictureDetails(picture)!, AUTHOR)).toBe(false);
    }
    expect(pictureDetailsProblem(bytes([0xff, 0xd8], segment(0xee, [...ascii('Adobe'), 0, 100, 0, 0, 0, 0, 1]), DQT, SCAN))).toBeNull();
  });

  it('reads at most 20,000 blocks: a picture of more is unreadable, not read on and on', () => {
    const chunks = (count: number) => bytes(PNG_SIGNATURE, IHDR, ...Array.from({ length: count }, () => IDAT), IEND);
    expect(pictureDetailsProblem(chunks(19_990))).toBeNull();
    expect(pictureDetailsProblem(chunks(20_000))).toBe(PICTURE_DETAILS_MESSAGES.unreadable);
    const comments = bytes([0xff, 0xd8], ...Array.from({ length: 20_000 }, () => [0xff, 0xfe, 0, 2]), DQT, SCAN);
    expect(pictureDetailsProblem(comments)).toBe(PICTURE_DETAILS_MESSAGES.unreadable);
  });

  it('never throws on any bytes after a picture’s signature', () => {
    let seed = 7;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % 256;
    };
    for (let run = 0; run < 300; run += 1) {
      const tail = Array.from({ length: run % 80 }, random);
      for (const head of [
        PNG_SIGNATURE,
        [0xff, 0xd8, 0xff],
        [...ascii('RIFF'), ...u32le(tail.length + 4), ...ascii('WEBP')],
        [...ascii('GIF89a'), 1, 0, 1, 0, 0, 0, 0],
      ]) {
        const picture = bytes(head, tail);
        const problem = pictureDetailsProblem(picture);
        const clean = withoutPictureDetails(picture);
        expect(clean === null).toBe(problem === PICTURE_DETAILS_MESSAGES.unreadable);
        expect(clean === null || pictureDetailsProblem(clean) === null).toBe(true);
      }
    }
  });
});

// Pictures of a given size in pixels, each as small as its format allows.
const u16be = (n: number) => [n >> 8, n & 0xff];
const u16le = (n: number) => [n & 0xff, n >> 8];
const u24le = (n: number) => [n & 0xff, (n >> 8) & 0xff, n >> 16];
const png = (width: number, height: number) =>
  bytes(PNG_SIGNATURE, pngChunk('IHDR', [...u32be(width), ...u32be(height), 8, 0, 0, 0, 0]), IDAT, IEND);
const jpeg = (width: number, height: number) =>
  bytes([0xff, 0xd8], DQT, segment(0xc0, [8, ...u16be(height), ...u16be(width), 1, 1, 0x11, 0]), SCAN);
const progressiveJpeg = (width: number, height: number) =>
  bytes([0xff, 0xd8], DQT, segment(0xc2, [8, ...u16be(height), ...u16be(width), 1, 1, 0x11, 0]), SCAN);
const lossless = (width: number, height: number) => {
  const bits = width - 1 + (height - 1) * 0x4000;
  return riff(riffChunk('VP8L', [0x2f, ...u32le(bits), 0x11, 0x88, 0x88, 0xfe, 0x07, 0x00]));
};
const lossy = (width: number, height: number) =>
  riff(riffChunk('VP8 ', [0x30, 0x01, 0x00, 0x9d, 0x01, 0x2a, ...u16le(width), ...u16le(height), 0, 0]));
const canvas = (width: number, height: number) => riff(riffChunk('VP8X', [0, 0, 0, 0, ...u24le(width - 1), ...u24le(height - 1)]), VP8L);
const gif = (screen: number, frame: number) =>
  bytes(
    [...ascii('GIF89a'), ...u16le(screen), ...u16le(screen), 0x80, 0, 0, 0, 0, 0, 0xff, 0xff, 0xff],
    [0x2c, 0, 0, 0, 0, ...u16le(frame), ...u16le(frame), 0, 2, 2, 0x44, 0x01, 0],
    [0x3b],
  );

describe('a picture’s size in pixels', () => {
  it('a picture whose header says more than 4096 by 4096 pixels is refused in words, whatever its bytes (a bomb)', () => {
    for (const picture of [
      png(12_000, 12_000),
      png(4097, 4096),
      png(1, 2 ** 25),
      jpeg(12_000, 12_000),
      progressiveJpeg(8000, 6000),
      lossless(16_384, 16_384),
      lossy(16_000, 2000),
      canvas(12_000, 12_000),
      gif(12_000, 1),
      gif(1, 12_000),
    ]) {
      expect(pictureProblem(picture)).toBe(PICTURE_DETAILS_MESSAGES.tooLarge);
    }
  });

  it('a phone photo (4032 by 3024) and pictures up to 4096 by 4096 pixels are not refused for their size', () => {
    for (const picture of [
      png(4096, 4096),
      png(4032, 3024),
      jpeg(4032, 3024),
      jpeg(3024, 4032),
      lossless(4096, 4096),
      lossy(4000, 3000),
      canvas(4096, 4096),
      gif(4096, 4096),
    ]) {
      expect(pictureProblem(picture)).toBeNull();
    }
  });

  it('refuses for its details what it does not refuse for its size', () => {
    const withText = bytes(PNG_SIGNATURE, IHDR, pngChunk('tEXt', AUTHOR), IDAT, IEND);
    expect(pictureProblem(withText)).toBe(PICTURE_DETAILS_MESSAGES.details);
    expect(pictureProblem(bytes(PNG_SIGNATURE, IHDR, IDAT))).toBe(PICTURE_DETAILS_MESSAGES.unreadable);
  });
});
