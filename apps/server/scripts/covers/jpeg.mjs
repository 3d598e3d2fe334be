// Baseline JPEG (ITU T.81): 4:4:4, the Annex K quantization tables scaled the IJG way, and the Annex K
// luminance Huffman tables shared by all three components (valid, and half the tables to carry).
const ZIGZAG = [
  0, 1, 8, 16, 9, 2, 3, 10, 17, 24, 32, 25, 18, 11, 4, 5, 12, 19, 26, 33, 40, 48, 41, 34, 27, 20,
  13, 6, 7, 14, 21, 28, 35, 42, 49, 56, 57, 50, 43, 36, 29, 22, 15, 23, 30, 37, 44, 51, 58, 59, 52,
  45, 38, 31, 39, 46, 53, 60, 61, 54, 47, 55, 62, 63,
];
const LUMA_Q = [
  16, 11, 10, 16, 24, 40, 51, 61, 12, 12, 14, 19, 26, 58, 60, 55, 14, 13, 16, 24, 40, 57, 69, 56,
  14, 17, 22, 29, 51, 87, 80, 62, 18, 22, 37, 56, 68, 109, 103, 77, 24, 35, 55, 64, 81, 104, 113,
  92, 49, 64, 78, 87, 103, 121, 120, 101, 72, 92, 95, 98, 112, 100, 103, 99,
];
const CHROMA_Q = [
  17,
  18,
  24,
  47,
  99,
  99,
  99,
  99,
  18,
  21,
  26,
  66,
  99,
  99,
  99,
  99,
  24,
  26,
  56,
  99,
  99,
  99,
  99,
  99,
  47,
  66,
  99,
  99,
  99,
  99,
  99,
  99,
  ...Array(32).fill(99),
];
const DC_BITS = [0, 1, 5, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0];
const DC_VALUES = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11];
const AC_BITS = [0, 2, 1, 3, 3, 2, 4, 3, 5, 5, 4, 4, 0, 0, 1, 125];
const AC_VALUES = [
  0x01, 0x02, 0x03, 0x00, 0x04, 0x11, 0x05, 0x12, 0x21, 0x31, 0x41, 0x06, 0x13, 0x51, 0x61, 0x07,
  0x22, 0x71, 0x14, 0x32, 0x81, 0x91, 0xa1, 0x08, 0x23, 0x42, 0xb1, 0xc1, 0x15, 0x52, 0xd1, 0xf0,
  0x24, 0x33, 0x62, 0x72, 0x82, 0x09, 0x0a, 0x16, 0x17, 0x18, 0x19, 0x1a, 0x25, 0x26, 0x27, 0x28,
  0x29, 0x2a, 0x34, 0x35, 0x36, 0x37, 0x38, 0x39, 0x3a, 0x43, 0x44, 0x45, 0x46, 0x47, 0x48, 0x49,
  0x4a, 0x53, 0x54, 0x55, 0x56, 0x57, 0x58, 0x59, 0x5a, 0x63, 0x64, 0x65, 0x66, 0x67, 0x68, 0x69,
  0x6a, 0x73, 0x74, 0x75, 0x76, 0x77, 0x78, 0x79, 0x7a, 0x83, 0x84, 0x85, 0x86, 0x87, 0x88, 0x89,
  0x8a, 0x92, 0x93, 0x94, 0x95, 0x96, 0x97, 0x98, 0x99, 0x9a, 0xa2, 0xa3, 0xa4, 0xa5, 0xa6, 0xa7,
  0xa8, 0xa9, 0xaa, 0xb2, 0xb3, 0xb4, 0xb5, 0xb6, 0xb7, 0xb8, 0xb9, 0xba, 0xc2, 0xc3, 0xc4, 0xc5,
  0xc6, 0xc7, 0xc8, 0xc9, 0xca, 0xd2, 0xd3, 0xd4, 0xd5, 0xd6, 0xd7, 0xd8, 0xd9, 0xda, 0xe1, 0xe2,
  0xe3, 0xe4, 0xe5, 0xe6, 0xe7, 0xe8, 0xe9, 0xea, 0xf1, 0xf2, 0xf3, 0xf4, 0xf5, 0xf6, 0xf7, 0xf8,
  0xf9, 0xfa,
];

/** Canonical Huffman codes (T.81 Annex C) as symbol -> [code, length]. */
function huffman(bits, values) {
  const table = new Map();
  let code = 0;
  let k = 0;
  for (let length = 1; length <= 16; length += 1) {
    for (let i = 0; i < bits[length - 1]; i += 1) table.set(values[k++], [code++, length]);
    code <<= 1;
  }
  return table;
}

const scaleQ = (table, quality) => {
  const factor = quality < 50 ? 5000 / quality : 200 - quality * 2;
  return table.map((q) => Math.min(255, Math.max(1, Math.floor((q * factor + 50) / 100))));
};

// cos((2x + 1) u pi / 16) scaled by C(u) / 2, so a 2-D DCT is two passes of 8-point sums.
const DCT = Array.from({ length: 64 }, (_, k) => {
  const [u, x] = [k >> 3, k & 7];
  return (u === 0 ? Math.SQRT1_2 : 1) * 0.5 * Math.cos(((2 * x + 1) * u * Math.PI) / 16);
});

export function encodeJpeg(width, height, pixels, quality = 88) {
  const tables = [scaleQ(LUMA_Q, quality), scaleQ(CHROMA_Q, quality)];
  const dc = huffman(DC_BITS, DC_VALUES);
  const ac = huffman(AC_BITS, AC_VALUES);
  const bytes = [];
  let buffer = 0;
  let count = 0;
  const put = (code, length) => {
    for (let b = length - 1; b >= 0; b -= 1) {
      buffer = (buffer << 1) | ((code >> b) & 1);
      count += 1;
      if (count === 8) {
        bytes.push(buffer);
        // A 0xFF in entropy-coded data would read as a marker: T.81 F.1.2.3 stuffs a zero after it.
        if (buffer === 0xff) bytes.push(0);
        buffer = 0;
        count = 0;
      }
    }
  };
  const category = (v) => (v === 0 ? 0 : 32 - Math.clz32(Math.abs(v)));
  const amplitude = (v, size) => (v < 0 ? v + (1 << size) - 1 : v);

  const planes = [
    new Float64Array(width * height),
    new Float64Array(width * height),
    new Float64Array(width * height),
  ];
  for (let i = 0; i < width * height; i += 1) {
    const [r, g, b] = [pixels[i * 3], pixels[i * 3 + 1], pixels[i * 3 + 2]];
    planes[0][i] = 0.299 * r + 0.587 * g + 0.114 * b - 128;
    planes[1][i] = -0.168736 * r - 0.331264 * g + 0.5 * b;
    planes[2][i] = 0.5 * r - 0.418688 * g - 0.081312 * b;
  }
  const previous = [0, 0, 0];
  const block = new Float64Array(64);
  const temp = new Float64Array(64);
  for (let by = 0; by < height; by += 8) {
    for (let bx = 0; bx < width; bx += 8) {
      for (let component = 0; component < 3; component += 1) {
        for (let y = 0; y < 8; y += 1) {
          for (let x = 0; x < 8; x += 1) {
            block[y * 8 + x] =
              planes[component][Math.min(height - 1, by + y) * width + Math.min(width - 1, bx + x)];
          }
        }
        for (let y = 0; y < 8; y += 1) {
          for (let u = 0; u < 8; u += 1) {
            let sum = 0;
            for (let x = 0; x < 8; x += 1) sum += DCT[u * 8 + x] * block[y * 8 + x];
            temp[y * 8 + u] = sum;
          }
        }
        const q = tables[component === 0 ? 0 : 1];
        const coefficients = new Array(64);
        for (let v = 0; v < 8; v += 1) {
          for (let u = 0; u < 8; u += 1) {
            let sum = 0;
            for (let y = 0; y < 8; y += 1) sum += DCT[v * 8 + y] * temp[y * 8 + u];
            coefficients[v * 8 + u] = sum;
          }
        }
        const zz = ZIGZAG.map((k) => Math.round(coefficients[k] / q[k]));
        const diff = zz[0] - previous[component];
        previous[component] = zz[0];
        const size = category(diff);
        put(...dc.get(size));
        if (size) put(amplitude(diff, size), size);
        let run = 0;
        for (let k = 1; k < 64; k += 1) {
          if (zz[k] === 0) {
            run += 1;
            continue;
          }
          for (; run > 15; run -= 16) put(...ac.get(0xf0));
          const s = category(zz[k]);
          put(...ac.get((run << 4) | s));
          put(amplitude(zz[k], s), s);
          run = 0;
        }
        if (run) put(...ac.get(0x00));
      }
    }
  }
  if (count) put(0x7f, 8 - count);

  const segment = (marker, body) => [
    0xff,
    marker,
    (body.length + 2) >> 8,
    (body.length + 2) & 0xff,
    ...body,
  ];
  const zigzagged = (table) => ZIGZAG.map((k) => table[k]);
  return Buffer.from([
    0xff,
    0xd8,
    ...segment(0xe0, [0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0]),
    ...segment(0xdb, [0x00, ...zigzagged(tables[0]), 0x01, ...zigzagged(tables[1])]),
    ...segment(0xc0, [
      8,
      height >> 8,
      height & 0xff,
      width >> 8,
      width & 0xff,
      3,
      1,
      0x11,
      0,
      2,
      0x11,
      1,
      3,
      0x11,
      1,
    ]),
    ...segment(0xc4, [0x00, ...DC_BITS, ...DC_VALUES, 0x10, ...AC_BITS, ...AC_VALUES]),
    ...segment(0xda, [3, 1, 0x00, 2, 0x00, 3, 0x00, 0, 63, 0]),
    ...bytes,
    0xff,
    0xd9,
  ]);
}
