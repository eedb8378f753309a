// A picture bomb for the tests and the bench: a grey PNG of side × side pixels whose rows all compress
// to almost nothing (12000 × 12000 is about 165 KB, and 144 million pixels once decoded).
import { deflateSync } from 'node:zlib';

/** @param {number[] | Buffer} bytes */
function crc32(bytes) {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k += 1) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/** A PNG chunk: length, type, data, CRC. @param {string} type @param {Buffer} data */
function chunk(type, data) {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** A grey picture of side × side pixels, 8 bits a pixel, every row unfiltered. @param {number} side @returns {Uint8Array<ArrayBuffer>} */
export function greyPng(side) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 8;
  const rows = Buffer.alloc((side + 1) * side, 0x80);
  for (let y = 0; y < side; y += 1) rows[y * (side + 1)] = 0;
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  return Uint8Array.from(png);
}
