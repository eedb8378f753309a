// A picture's hidden details: what a camera or a drawing program writes beside the pixels (where and
// when a photo was taken, the device, the author's name, a thumbnail of the uncropped photo). An author's
// pictures reach children and their families, so the editor takes those details out before uploading
// (withoutPictureDetails) and the server refuses a picture that still has them (pictureDetailsProblem).
// Kept: only what draws the picture or changes how it looks (a JPEG's orientation and colour profile, the
// PNG and WebP chunks named below); anything else, a block no list here knows included, is a detail.
// PNG, JPEG, WebP and GIF are read; an SVG (text) is left as it is. The same reading gives a picture's size in
// pixels, which is held to PICTURE_MAX_PIXELS (pictureProblem).

import { PICTURE_MAX_PIXELS } from './constants.ts';

/** The words of a picture refused for its details. */
export const PICTURE_DETAILS_MESSAGES = {
  details:
    'This picture still carries hidden details (such as where or when it was taken): choose it again in the question editor, which takes them out',
  unreadable: 'This picture cannot be read: save it again as a PNG, JPEG or WebP file and choose it again',
  tooLarge: 'This picture has too many pixels: make it at most 4096 by 4096 pixels (16 megapixels) and choose it again',
} as const;

type Bytes = ArrayLike<number>;

/**
 * Finds the first end marker (0xFF 0xD9) of a JPEG at or after a position, -1 when there is none: for a
 * reader that cannot walk megabytes of image data byte by byte (the server's script engine; its hook finds it
 * in SQLite). Image data never holds those two bytes, so the first after a scan begins is where the picture
 * ends; what lies between a progressive picture's scans is then not read.
 */
export type JpegEndFinder = (from: number) => number;

/** What reading a picture found: the byte ranges to drop, what to write in their place, and whether it could be read to its end. */
interface Scan {
  readable: boolean;
  /** [start, end) ranges of details, in order. */
  drop: Array<[number, number]>;
  /** Bytes written where a dropped range was (a JPEG's orientation alone), by the range's start. */
  insert: Map<number, number[]>;
  /** The length the cleaned picture keeps (what follows a PNG's or WebP's end is dropped). */
  end: number;
  format: 'png' | 'jpeg' | 'webp' | 'gif' | 'other';
  /** The most pixels its header or any frame of it says it has (a decoder makes room for that many). */
  pixels: number;
}

/** A scan of a picture not read yet. */
const newScan = (format: Scan['format'], end: number): Scan => ({ readable: false, drop: [], insert: new Map(), end, format, pixels: 0 });

/** Counts a frame of width × height pixels. */
const sized = (scan: Scan, width: number, height: number) => {
  scan.pixels = Math.max(scan.pixels, width * height);
};

const u16be = (b: Bytes, at: number) => ((b[at] ?? 0) << 8) | (b[at + 1] ?? 0);
const u32be = (b: Bytes, at: number) => u16be(b, at) * 65536 + u16be(b, at + 2);
const u16le = (b: Bytes, at: number) => (b[at] ?? 0) + (b[at + 1] ?? 0) * 256;
const u32le = (b: Bytes, at: number) => (b[at] ?? 0) + (b[at + 1] ?? 0) * 256 + (b[at + 2] ?? 0) * 65536 + (b[at + 3] ?? 0) * 16777216;
const text = (b: Bytes, at: number, length: number) => String.fromCharCode(...Array.from({ length }, (_, i) => b[at + i] ?? 0));
const startsWith = (b: Bytes, bytes: readonly number[], at = 0) => bytes.every((byte, i) => b[at + i] === byte);
const ascii = (words: string) => Array.from(words, (char) => char.charCodeAt(0));

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** A block's four-letter type as one number: blocks are told apart without making a string of each. */
const fourCC = (type: string) => u32be(ascii(type), 0);
/** The PNG chunks that draw or colour the picture (an animated PNG's too); every other one (text, time, Exif, a program's own) is a detail. */
const PNG_PICTURE = new Set(
  [
    'IHDR',
    'PLTE',
    'IDAT',
    'IEND',
    'tRNS',
    'gAMA',
    'cHRM',
    'sRGB',
    'iCCP',
    'sBIT',
    'cICP',
    'mDCV',
    'cLLI',
    'bKGD',
    'pHYs',
    'acTL',
    'fcTL',
    'fdAT',
  ].map(fourCC),
);
const PNG_END = fourCC('IEND');
/** The most data a small PNG chunk of the picture holds: more is words added to it. */
const PNG_SIZES = new Map(
  Object.entries({ tRNS: 256, gAMA: 4, cHRM: 32, sRGB: 1, sBIT: 4, cICP: 4, mDCV: 24, cLLI: 8, bKGD: 6, pHYs: 9, acTL: 8, fcTL: 26 }).map(
    ([type, size]) => [fourCC(type), size],
  ),
);
/** The WebP chunks that draw or colour the picture; every other one (EXIF, XMP, a program's own) is a detail. */
const WEBP_PICTURE = new Set(['VP8 ', 'VP8L', 'VP8X', 'ALPH', 'ANIM', 'ANMF', 'ICCP'].map(fourCC));
/** The size of a WebP's small chunks of the picture: more is words added to it. */
const WEBP_SIZES = new Map([
  [fourCC('VP8X'), 10],
  [fourCC('ANIM'), 6],
]);
/** The flags of VP8X that announce EXIF and XMP chunks. */
const WEBP_DETAIL_FLAGS = 0x08 | 0x04;
const EXIF_HEADER = [0x45, 0x78, 0x69, 0x66, 0x00, 0x00];
/**
 * The most blocks read of one picture: a 5 MB PNG of 1 KB chunks has about 5,000, an animated WebP one a
 * frame. More is no picture an author made but a file built to keep the server reading (it is unreadable).
 */
const MAX_BLOCKS = 20_000;
const ORIENTATION_TAG = 0x0112;

function scanPng(b: Bytes): Scan {
  const scan = newScan('png', b.length);
  // IHDR, the first chunk: the picture's width and height (an animated one's frames lie within them).
  sized(scan, u32be(b, 16), u32be(b, 20));
  let at = 8;
  for (let blocks = 0; at + 12 <= b.length && blocks < MAX_BLOCKS; blocks += 1) {
    const end = at + 12 + u32be(b, at);
    const type = u32be(b, at + 4);
    if (end > b.length) return scan;
    if (!PNG_PICTURE.has(type) || end - at - 12 > (PNG_SIZES.get(type) ?? Infinity)) scan.drop.push([at, end]);
    at = end;
    if (type === PNG_END) {
      scan.readable = true;
      scan.end = end;
      return scan;
    }
  }
  return scan;
}

/** The orientation (1-8) an Exif block gives its picture, and whether the block says nothing else. */
function exifOrientation(b: Bytes, tiff: number, end: number): { orientation: number; only: boolean } {
  const little = b[tiff] === 0x49;
  const u16 = (at: number) => (little ? (b[at] ?? 0) + (b[at + 1] ?? 0) * 256 : u16be(b, at));
  const u32 = (at: number) => (little ? u32le(b, at) : u32be(b, at));
  const ifd = tiff + u32(tiff + 4);
  if (ifd + 2 > end) return { orientation: 1, only: false };
  const entries = u16(ifd);
  let orientation = 1;
  // A camera's first block has a few dozen entries; the orientation is looked for among the first 64 only.
  for (let i = 0; i < Math.min(entries, 64) && ifd + 2 + i * 12 + 12 <= end; i += 1) {
    const entry = ifd + 2 + i * 12;
    if (u16(entry) === ORIENTATION_TAG) orientation = u16(entry + 8);
  }
  if (orientation < 1 || orientation > 8) orientation = 1;
  const next = ifd + 2 + entries * 12;
  // Nothing else: one entry, no next block, and no byte after them (where words could hide).
  const only = ifd === tiff + 8 && entries === 1 && u16(ifd + 2) === ORIENTATION_TAG && next + 4 === end && u32(next) === 0;
  return { orientation, only };
}

/** The Exif block that says a picture's orientation and nothing else (big-endian, one entry). */
function orientationExif(orientation: number): number[] {
  const tiff = [0x4d, 0x4d, 0x00, 0x2a, 0, 0, 0, 8, 0, 1, 0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, orientation, 0, 0, 0, 0, 0, 0];
  const payload = [...EXIF_HEADER, ...tiff];
  return [0xff, 0xe1, (payload.length + 2) >> 8, (payload.length + 2) & 0xff, ...payload];
}

/**
 * Which JPEG segments are kept: JFIF of its own 16 bytes (no thumbnail, which would show the uncropped
 * photo, nor anything after), an ICC colour profile, Adobe's colour transform of its own 14 bytes, and the
 * coding itself (frames, tables, scans, restart interval, line count); any other (Exif, XMP, IPTC, comments,
 * a program's own) is a detail.
 */
function keptJpegSegment(b: Bytes, marker: number, at: number): boolean {
  const length = u16be(b, at + 2);
  if (marker === 0xe0) return length === 16 && text(b, at + 4, 5) === 'JFIF\0' && b[at + 16] === 0 && b[at + 17] === 0;
  if (marker === 0xe2) return text(b, at + 4, 12) === 'ICC_PROFILE\0';
  if (marker === 0xee) return length === 14 && text(b, at + 4, 5) === 'Adobe';
  if (marker === 0xdd || marker === 0xdc) return length === 4;
  return (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc8) || marker === 0xdb || marker === 0xda;
}

/** Where a scan's image data ends: at the first marker that is not part of it (a stuffed 0xFF, a restart marker, fill). */
function afterImageData(b: Bytes, from: number): number {
  let at = from;
  while (at + 1 < b.length) {
    if (b[at] !== 0xff) {
      at += 1;
    } else {
      const next = b[at + 1] ?? 0;
      if (next === 0xff) at += 1;
      else if (next === 0x00 || (next >= 0xd0 && next <= 0xd7)) at += 2;
      else return at;
    }
  }
  return b.length;
}

/**
 * A JPEG is read to its end marker, through every scan of its image data (a progressive one has several, with
 * segments between them): what follows the end (a second picture with its own Exif, a phone's trailer of
 * camera data, a motion photo's video) is a detail, dropped with the rest.
 */
function scanJpeg(b: Bytes, findEnd?: JpegEndFinder): Scan {
  const scan = newScan('jpeg', b.length);
  let at = 2;
  let scanned = false;
  for (let blocks = 0; at + 1 < b.length && blocks < MAX_BLOCKS; blocks += 1) {
    if (b[at] !== 0xff) return scan;
    const marker = b[at + 1] ?? 0;
    if (marker === 0xff) {
      at += 1;
    } else if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2;
    } else if (marker === 0xd9) {
      scan.readable = true;
      scan.end = at + 2;
      return scan;
    } else {
      const end = at + 2 + u16be(b, at + 2);
      if (end > b.length || end < at + 4) return scan;
      if (marker === 0xe1 && startsWith(b, EXIF_HEADER, at + 4)) {
        const { orientation, only } = exifOrientation(b, at + 10, end);
        if (!only) {
          scan.drop.push([at, end]);
          if (orientation !== 1) scan.insert.set(at, orientationExif(orientation));
        }
      } else if (!keptJpegSegment(b, marker, at)) {
        scan.drop.push([at, end]);
      }
      // A frame's header (SOF0 to SOF15, not DHT, JPG or DAC): its height, then its width.
      if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc)
        sized(scan, u16be(b, at + 7), u16be(b, at + 5));
      if (marker === 0xda && findEnd) {
        const last = findEnd(end);
        scan.readable = true;
        scan.end = last < 0 ? b.length : last + 2;
        return scan;
      }
      scanned ||= marker === 0xda;
      at = marker === 0xda ? afterImageData(b, end) : end;
    }
  }
  // Image data that runs to the file's end without an end marker (a picture cut short) hides nothing after it.
  scan.readable = scanned && at >= b.length - 1;
  return scan;
}

const u24le = (b: Bytes, at: number) => (b[at] ?? 0) + (b[at + 1] ?? 0) * 256 + (b[at + 2] ?? 0) * 65536;

const [VP8X, ANMF, VP8, VP8L] = ['VP8X', 'ANMF', 'VP8 ', 'VP8L'].map(fourCC);

/**
 * The size a WebP chunk gives (its data at `data`): the canvas (VP8X), an animation frame (ANMF), a lossy
 * picture (VP8 : after its frame tag and start code, 14 bits each) or a lossless one (VP8L: 14 bits each, less one).
 */
function webpSize(scan: Scan, b: Bytes, type: number, data: number) {
  if (type === VP8X) sized(scan, u24le(b, data + 4) + 1, u24le(b, data + 7) + 1);
  else if (type === ANMF) sized(scan, u24le(b, data + 6) + 1, u24le(b, data + 9) + 1);
  else if (type === VP8) sized(scan, u16le(b, data + 6) & 0x3fff, u16le(b, data + 8) & 0x3fff);
  else if (type === VP8L) {
    const bits = u32le(b, data + 1);
    sized(scan, (bits & 0x3fff) + 1, (Math.floor(bits / 0x4000) & 0x3fff) + 1);
  }
}

function scanWebp(b: Bytes): Scan {
  const riffEnd = 8 + u32le(b, 4);
  const scan = newScan('webp', Math.min(riffEnd, b.length));
  if (riffEnd > b.length) return scan;
  let at = 12;
  for (let blocks = 0; at + 8 <= riffEnd && blocks < MAX_BLOCKS; blocks += 1) {
    const size = u32le(b, at + 4);
    const end = at + 8 + size + (size % 2);
    if (end > riffEnd) return scan;
    const type = u32be(b, at);
    if (!WEBP_PICTURE.has(type) || size > (WEBP_SIZES.get(type) ?? Infinity)) scan.drop.push([at, end]);
    webpSize(scan, b, type, at + 8);
    at = end;
  }
  scan.readable = at === riffEnd;
  return scan;
}

/**
 * The most sub-blocks read of one GIF (a size byte, then that many bytes): encoders write its image data in
 * blocks of 255 bytes, about 20,500 in 5 MB; a file of more is built to keep the server reading.
 */
const MAX_GIF_SUB_BLOCKS = 100_000;
/** The GIF application blocks that play the picture (looping) or colour it; any other (XMP, a program's own) is a detail. */
const GIF_APPLICATIONS = new Set(['NETSCAPE2.0', 'ANIMEXTS1.0', 'ICCRGBG1012']);

/** Where a GIF's run of sub-blocks ends (after its size-0 block); -1 past the file's end or the budget. */
function afterSubBlocks(b: Bytes, from: number, budget: { left: number }): number {
  let at = from;
  while (at < b.length && budget.left > 0) {
    const size = b[at] ?? 0;
    budget.left -= 1;
    if (size === 0) return at + 1;
    at += size + 1;
  }
  return -1;
}

/** The bytes of a colour table a GIF's flags announce (none when their top bit is clear). */
const colourTable = (flags: number) => (flags & 0x80 ? 3 * (1 << ((flags & 7) + 1)) : 0);

/**
 * A GIF is read block by block to its trailer: pictures and their timing, looping and colour blocks are kept;
 * comments, plain text, XMP and other programs' blocks, and anything after the trailer, are details.
 */
function scanGif(b: Bytes): Scan {
  const scan = newScan('gif', b.length);
  // The logical screen, then each frame's own width and height.
  sized(scan, u16le(b, 6), u16le(b, 8));
  const budget = { left: MAX_GIF_SUB_BLOCKS };
  let at = 13 + colourTable(b[10] ?? 0);
  for (let blocks = 0; at < b.length && blocks < MAX_BLOCKS; blocks += 1) {
    const kind = b[at];
    if (kind === 0x3b) {
      scan.readable = true;
      scan.end = at + 1;
      return scan;
    }
    let end = -1;
    if (kind === 0x2c) {
      sized(scan, u16le(b, at + 5), u16le(b, at + 7));
      end = afterSubBlocks(b, at + 10 + colourTable(b[at + 9] ?? 0) + 1, budget);
    } else if (kind === 0x21) {
      const label = b[at + 1];
      end = afterSubBlocks(b, at + 2, budget);
      const kept = label === 0xf9 || (label === 0xff && b[at + 2] === 11 && GIF_APPLICATIONS.has(text(b, at + 3, 11)));
      if (end > 0 && !kept) scan.drop.push([at, end]);
    }
    if (end < 0) return scan;
    at = end;
  }
  return scan;
}

function readPicture(b: Bytes, findEnd?: JpegEndFinder): Scan {
  if (startsWith(b, PNG_SIGNATURE)) return scanPng(b);
  if (startsWith(b, [0xff, 0xd8, 0xff])) return scanJpeg(b, findEnd);
  if (text(b, 0, 4) === 'RIFF' && text(b, 8, 4) === 'WEBP') return scanWebp(b);
  if (text(b, 0, 6) === 'GIF87a' || text(b, 0, 6) === 'GIF89a') return scanGif(b);
  return { ...newScan('other', b.length), readable: true };
}

/** Whether a WebP's VP8X chunk still announces details it no longer has. */
const webpFlags = (b: Bytes) => (text(b, 12, 4) === 'VP8X' ? (b[20] ?? 0) : 0);

/** Why a picture read so is refused for its details, or null. */
function detailsProblem(found: Scan, bytes: Bytes): string | null {
  if (!found.readable) return PICTURE_DETAILS_MESSAGES.unreadable;
  const hidden =
    found.drop.length > 0 || found.end < bytes.length || (found.format === 'webp' && (webpFlags(bytes) & WEBP_DETAIL_FLAGS) !== 0);
  return hidden ? PICTURE_DETAILS_MESSAGES.details : null;
}

/**
 * Why the server refuses a picture's bytes, in words, or null: it still has details (or bytes after its
 * end, where details can hide), or its structure cannot be read to the end of its details.
 */
export function pictureDetailsProblem(bytes: Bytes, findEnd?: JpegEndFinder): string | null {
  return detailsProblem(readPicture(bytes, findEnd), bytes);
}

/**
 * Why the server refuses a picture, in words, or null: more pixels than PICTURE_MAX_PIXELS (what a
 * picture says it holds is what a decoder makes room for, whatever few bytes it takes), else its details.
 */
export function pictureProblem(bytes: Bytes, findEnd?: JpegEndFinder): string | null {
  const found = readPicture(bytes, findEnd);
  return found.pixels > PICTURE_MAX_PIXELS ? PICTURE_DETAILS_MESSAGES.tooLarge : detailsProblem(found, bytes);
}

/** The picture without its details (the same bytes when it has none), or null when it cannot be read. */
export function withoutPictureDetails(bytes: Uint8Array): Uint8Array<ArrayBuffer> | null {
  const found = readPicture(bytes);
  if (!found.readable) return null;
  let from = 0;
  const kept: Uint8Array[] = [];
  for (const [start, end] of found.drop) {
    kept.push(bytes.subarray(from, start), Uint8Array.from(found.insert.get(start) ?? []));
    from = end;
  }
  kept.push(bytes.subarray(from, found.end));
  const out = new Uint8Array(kept.reduce((total, part) => total + part.length, 0));
  let at = 0;
  for (const part of kept) {
    out.set(part, at);
    at += part.length;
  }
  if (found.format === 'webp') {
    new DataView(out.buffer).setUint32(4, out.length - 8, true);
    if (text(out, 12, 4) === 'VP8X') out[20] = (out[20] ?? 0) & ~WEBP_DETAIL_FLAGS;
  }
  return out;
}
