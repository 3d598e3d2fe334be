// PNG encoder and decoder for the demo images (8-bit RGB, non-interlaced).

import { deflateSync, inflateSync } from 'node:zlib';

// Encoders

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes) {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type, body) {
  const out = Buffer.alloc(12 + body.length);
  out.writeUInt32BE(body.length, 0);
  out.write(type, 4, 'latin1');
  body.copy(out, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + body.length)), 8 + body.length);
  return out;
}

const paeth = (a, b, c) => {
  const p = a + b - c;
  const pa = Math.abs(p - a);
  const pb = Math.abs(p - b);
  const pc = Math.abs(p - c);
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
};

/** Predicts byte `i` of a row with filter `type`, given the row and the unfiltered row above. */
function predict(type, row, above, i) {
  const a = i >= 3 ? row[i - 3] : 0;
  const b = above ? above[i] : 0;
  const c = i >= 3 && above ? above[i - 3] : 0;
  return [0, a, b, (a + b) >> 1, paeth(a, b, c)][type];
}

/** 8-bit RGB PNG; each row takes the filter with the smallest sum of residuals (the usual heuristic). */
export function encodePng(width, height, pixels) {
  const stride = width * 3;
  const raw = Buffer.alloc((stride + 1) * height);
  for (let y = 0; y < height; y += 1) {
    const row = pixels.subarray(y * stride, (y + 1) * stride);
    const above = y > 0 ? pixels.subarray((y - 1) * stride, y * stride) : null;
    let best = null;
    for (let type = 0; type < 5; type += 1) {
      const filtered = Buffer.alloc(stride);
      let cost = 0;
      for (let i = 0; i < stride; i += 1) {
        filtered[i] = (row[i] - predict(type, row, above, i)) & 0xff;
        cost += filtered[i] < 128 ? filtered[i] : 256 - filtered[i];
      }
      if (!best || cost < best.cost) best = { type, filtered, cost };
    }
    raw[y * (stride + 1)] = best.type;
    best.filtered.copy(raw, y * (stride + 1) + 1);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Reads back the 8-bit RGB, non-interlaced PNGs written above. */
export function decodePng(file) {
  let offset = 8;
  let width = 0;
  let height = 0;
  const data = [];
  while (offset + 8 <= file.length) {
    const length = file.readUInt32BE(offset);
    const type = file.toString('latin1', offset + 4, offset + 8);
    const body = file.subarray(offset + 8, offset + 8 + length);
    if (type === 'IHDR') [width, height] = [body.readUInt32BE(0), body.readUInt32BE(4)];
    if (type === 'IDAT') data.push(body);
    if (type === 'IEND') break;
    offset += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(data));
  const stride = width * 3;
  const pixels = new Uint8Array(stride * height);
  for (let y = 0; y < height; y += 1) {
    const type = raw[y * (stride + 1)];
    const row = pixels.subarray(y * stride, (y + 1) * stride);
    const above = y > 0 ? pixels.subarray((y - 1) * stride, y * stride) : null;
    for (let i = 0; i < stride; i += 1)
      row[i] = (raw[y * (stride + 1) + 1 + i] + predict(type, row, above, i)) & 0xff;
  }
  return { width, height, pixels };
}
