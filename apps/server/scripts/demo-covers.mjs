#!/usr/bin/env node
// Draws the demo images in media/: flat illustrations in place of photographs, so the demo reads as
// a training product and the repository carries no image tooling or licensed artwork.
//
//   node scripts/demo-covers.mjs          write the images into media/
//   node scripts/demo-covers.mjs --check  exit 1 if a committed image differs from what is drawn here
//
// PNG bytes depend on the zlib build Node ships with, so the check compares decoded pixels for PNG;
// the JPEG encoder below is ours alone, so its bytes are compared as they are.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateSync, inflateSync } from 'node:zlib';

const MEDIA = join(dirname(fileURLToPath(import.meta.url)), '..', 'media');

// Muted mid tones: the covers sit on light and dark surfaces alike, so none is near white or black.
const C = {
  navy: '#1f3a5f',
  slate: '#2f5d62',
  teal: '#2a9d8f',
  tealSoft: '#9fd3ca',
  sky: '#8ab6d6',
  skySoft: '#d6e4ef',
  sand: '#e9c46a',
  sandSoft: '#f1e6d0',
  coral: '#e07a5f',
  lilac: '#9d94c9',
  lilacSoft: '#e2dff0',
  mint: '#dcebe5',
  paper: '#fbfaf6',
  line: '#c9d1da',
  grey: '#8995a3',
  skin: ['#f1c7a5', '#c68e6a', '#8d5b3e'],
};

// ---------------------------------------------------------------------------------------------------
// Rasterizer: shapes are sampled at `scale` times the output size and box-filtered down, which is
// all the anti-aliasing flat shapes need.

const rgb = (hex) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));

class Canvas {
  constructor(width, height, scale = 3) {
    this.width = width;
    this.height = height;
    this.scale = scale;
    this.w = width * scale;
    this.h = height * scale;
    this.data = new Uint8ClampedArray(this.w * this.h * 3);
  }

  /** Paints every sample inside `inside(x, y)` (output coordinates) within the given box. */
  shape(x0, y0, x1, y1, inside, fill, alpha = 1) {
    const { scale: s, w, data } = this;
    const paint = paintOf(fill);
    const left = Math.max(0, Math.floor(x0 * s));
    const right = Math.min(w, Math.ceil(x1 * s));
    const top = Math.max(0, Math.floor(y0 * s));
    const bottom = Math.min(this.h, Math.ceil(y1 * s));
    for (let sy = top; sy < bottom; sy += 1) {
      const y = (sy + 0.5) / s;
      for (let sx = left; sx < right; sx += 1) {
        const x = (sx + 0.5) / s;
        if (!inside(x, y)) continue;
        const colour = paint(x, y);
        const i = (sy * w + sx) * 3;
        for (let c = 0; c < 3; c += 1)
          data[i + c] = alpha === 1 ? colour[c] : data[i + c] + (colour[c] - data[i + c]) * alpha;
      }
    }
    return this;
  }

  rect(x, y, w, h, fill, alpha) {
    return this.shape(x, y, x + w, y + h, () => true, fill, alpha);
  }

  round(x, y, w, h, r, fill, alpha) {
    return this.shape(
      x,
      y,
      x + w,
      y + h,
      (px, py) => {
        const dx = Math.max(x + r - px, 0, px - (x + w - r));
        const dy = Math.max(y + r - py, 0, py - (y + h - r));
        return dx * dx + dy * dy <= r * r;
      },
      fill,
      alpha,
    );
  }

  ellipse(cx, cy, rx, ry, fill, alpha) {
    return this.shape(
      cx - rx,
      cy - ry,
      cx + rx,
      cy + ry,
      (px, py) => ((px - cx) / rx) ** 2 + ((py - cy) / ry) ** 2 <= 1,
      fill,
      alpha,
    );
  }

  circle(cx, cy, r, fill, alpha) {
    return this.ellipse(cx, cy, r, r, fill, alpha);
  }

  /** A ring: the circle's edge only, `width` wide. */
  ring(cx, cy, r, width, fill, alpha) {
    const inner = (r - width) ** 2;
    return this.shape(
      cx - r,
      cy - r,
      cx + r,
      cy + r,
      (px, py) => {
        const d = (px - cx) ** 2 + (py - cy) ** 2;
        return d <= r * r && d >= inner;
      },
      fill,
      alpha,
    );
  }

  poly(points, fill, alpha) {
    const xs = points.map((p) => p[0]);
    const ys = points.map((p) => p[1]);
    return this.shape(
      Math.min(...xs),
      Math.min(...ys),
      Math.max(...xs),
      Math.max(...ys),
      (px, py) => {
        let inside = false;
        for (let i = 0, j = points.length - 1; i < points.length; j = i, i += 1) {
          const [xi, yi] = points[i];
          const [xj, yj] = points[j];
          if (yi > py !== yj > py && px < ((xj - xi) * (py - yi)) / (yj - yi) + xi)
            inside = !inside;
        }
        return inside;
      },
      fill,
      alpha,
    );
  }

  /** A stroke with round caps. */
  line(x0, y0, x1, y1, width, fill, alpha) {
    const r = width / 2;
    const dx = x1 - x0;
    const dy = y1 - y0;
    const length = dx * dx + dy * dy || 1;
    return this.shape(
      Math.min(x0, x1) - r,
      Math.min(y0, y1) - r,
      Math.max(x0, x1) + r,
      Math.max(y0, y1) + r,
      (px, py) => {
        const t = Math.max(0, Math.min(1, ((px - x0) * dx + (py - y0) * dy) / length));
        return (px - x0 - t * dx) ** 2 + (py - y0 - t * dy) ** 2 <= r * r;
      },
      fill,
      alpha,
    );
  }

  /** Box-filters the samples down to 8-bit RGB at the output size. */
  pixels() {
    const { width, height, scale: s, w, data } = this;
    const out = new Uint8Array(width * height * 3);
    const n = s * s;
    for (let y = 0; y < height; y += 1) {
      for (let x = 0; x < width; x += 1) {
        for (let c = 0; c < 3; c += 1) {
          let sum = 0;
          for (let j = 0; j < s; j += 1)
            for (let i = 0; i < s; i += 1) sum += data[((y * s + j) * w + x * s + i) * 3 + c];
          out[(y * width + x) * 3 + c] = Math.round(sum / n);
        }
      }
    }
    return out;
  }
}

/** A fill is a colour or a linear gradient `{ from, to, x0, y0, x1, y1 }`. */
function paintOf(fill) {
  if (typeof fill === 'string') {
    const colour = rgb(fill);
    return () => colour;
  }
  const a = rgb(fill.from);
  const b = rgb(fill.to);
  const dx = fill.x1 - fill.x0;
  const dy = fill.y1 - fill.y0;
  const length = dx * dx + dy * dy;
  return (x, y) => {
    const t = Math.max(0, Math.min(1, ((x - fill.x0) * dx + (y - fill.y0) * dy) / length));
    return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];
  };
}

const arc = (cx, cy, r, from, to, steps = 48) =>
  Array.from({ length: steps + 1 }, (_, i) => {
    const angle = from + ((to - from) * i) / steps;
    return [cx + r * Math.cos(angle), cy + r * Math.sin(angle)];
  });

const wedge = (cx, cy, r, from, to) => [[cx, cy], ...arc(cx, cy, r, from, to)];

// ---------------------------------------------------------------------------------------------------
// Scenes

function person(c, x, floor, size, body, skin) {
  c.round(x - size * 0.62, floor - size * 1.25, size * 1.24, size * 1.6, size * 0.6, body);
  c.circle(x, floor - size * 1.62, size * 0.42, skin);
}

function bubble(c, x, y, w, h, fill, tailLeft) {
  const tail = tailLeft
    ? [
        [x + 18, y + h - 2],
        [x + 40, y + h - 2],
        [x + 12, y + h + 18],
      ]
    : [
        [x + w - 40, y + h - 2],
        [x + w - 18, y + h - 2],
        [x + w - 12, y + h + 18],
      ];
  c.poly(tail, fill).round(x, y, w, h, 14, fill);
}

/** A classroom board with chalk shapes. */
function board() {
  const c = new Canvas(640, 360);
  c.rect(0, 0, 640, 360, { from: '#dfe9f2', to: C.skySoft, x0: 0, y0: 0, x1: 0, y1: 300 });
  c.rect(0, 300, 640, 60, '#bfd2e1');
  c.circle(70, 70, 30, C.paper)
    .ring(70, 70, 30, 5, C.navy)
    .line(70, 70, 70, 52, 4, C.navy)
    .line(70, 70, 84, 76, 4, C.navy);
  c.line(230, 262, 205, 318, 8, C.navy).line(410, 262, 435, 318, 8, C.navy);
  c.round(130, 44, 380, 226, 12, C.navy).rect(144, 58, 352, 198, C.slate);
  c.round(150, 262, 340, 10, 5, '#16304f');
  c.poly(
    [
      [200, 200],
      [250, 110],
      [300, 200],
    ],
    C.sand,
    0.95,
  );
  c.ring(360, 155, 45, 7, C.tealSoft);
  c.round(420, 110, 56, 56, 8, C.coral, 0.9);
  c.line(200, 228, 300, 228, 5, C.paper, 0.7).line(330, 228, 470, 228, 5, C.paper, 0.7);
  c.line(178, 86, 230, 86, 5, C.paper, 0.6);
  c.round(545, 250, 50, 56, 8, C.coral);
  c.ellipse(556, 226, 13, 30, C.teal)
    .ellipse(584, 222, 13, 34, '#238276')
    .ellipse(570, 212, 12, 36, C.teal);
  c.rect(545, 250, 50, 10, '#c9694f');
  return c;
}

/** A laptop playing a lesson video. */
function laptop() {
  const c = new Canvas(640, 360);
  c.rect(0, 0, 640, 360, { from: C.sandSoft, to: '#eadbbd', x0: 0, y0: 0, x1: 0, y1: 360 });
  c.rect(0, 286, 640, 74, '#dcc69c');
  c.round(50, 240, 86, 50, 6, C.teal).rect(56, 248, 80, 4, C.paper).rect(56, 258, 80, 4, C.paper);
  c.round(170, 62, 300, 204, 14, C.navy);
  c.rect(184, 76, 272, 170, { from: C.teal, to: C.sky, x0: 184, y0: 76, x1: 456, y1: 246 });
  c.circle(250, 130, 40, C.paper, 0.15).circle(410, 210, 60, C.navy, 0.12);
  c.circle(320, 152, 36, C.paper).poly(
    [
      [308, 134],
      [308, 170],
      [340, 152],
    ],
    C.teal,
  );
  c.line(200, 228, 440, 228, 6, C.paper, 0.45).line(200, 228, 300, 228, 6, C.sand);
  c.circle(300, 228, 7, C.paper);
  c.poly(
    [
      [146, 266],
      [494, 266],
      [520, 290],
      [120, 290],
    ],
    '#c2ccd6',
  );
  c.round(290, 266, 60, 6, 3, '#a7b2bd');
  c.ring(568, 258, 17, 6, C.coral);
  c.round(520, 232, 46, 58, 8, C.coral).rect(520, 232, 46, 8, '#c9694f');
  return c;
}

/** An open book with a picture, lines of text and a pencil. */
function book() {
  const c = new Canvas(640, 360);
  c.rect(0, 0, 640, 360, { from: '#e6f1ec', to: C.mint, x0: 0, y0: 0, x1: 640, y1: 360 });
  c.circle(560, 70, 90, C.tealSoft, 0.35).circle(90, 320, 70, C.sand, 0.25);
  c.round(128, 84, 384, 220, 14, C.teal);
  c.poly(
    [
      [146, 70],
      [318, 84],
      [318, 292],
      [146, 280],
    ],
    C.paper,
  );
  c.poly(
    [
      [494, 70],
      [322, 84],
      [322, 292],
      [494, 280],
    ],
    '#f3f1ea',
  );
  c.rect(318, 84, 4, 208, C.line);
  c.rect(166, 96, 132, 80, C.skySoft).circle(270, 118, 12, C.sand);
  c.poly(
    [
      [166, 176],
      [206, 128],
      [246, 176],
    ],
    C.teal,
  ).poly(
    [
      [222, 176],
      [256, 142],
      [298, 176],
    ],
    C.slate,
  );
  for (let i = 0; i < 4; i += 1)
    c.line(168, 198 + i * 20, i === 3 ? 250 : 296, 198 + i * 20, 6, C.line);
  c.line(344, 110, 430, 110, 9, C.navy, 0.85);
  for (let i = 0; i < 6; i += 1)
    c.line(344, 140 + i * 20, i === 5 ? 420 : 472, 140 + i * 20, 6, C.line);
  c.poly(
    [
      [452, 74],
      [474, 76],
      [474, 132],
      [463, 120],
      [452, 130],
    ],
    C.coral,
  );
  c.line(540, 120, 470, 300, 16, C.sand).poly(
    [
      [463, 296],
      [477, 301],
      [462, 322],
    ],
    '#f0d9b5',
  );
  c.poly(
    [
      [467, 313],
      [463.4, 311.5],
      [462, 322],
    ],
    C.navy,
  );
  c.line(540, 120, 548, 100, 16, C.coral);
  return c;
}

/** A small group talking: people with speech bubbles. */
function people() {
  const c = new Canvas(640, 360);
  c.rect(0, 0, 640, 360, { from: '#ebe8f5', to: C.lilacSoft, x0: 0, y0: 0, x1: 0, y1: 360 });
  c.circle(320, 250, 190, C.paper, 0.35);
  person(c, 190, 360, 78, C.teal, C.skin[1]);
  person(c, 450, 360, 78, C.coral, C.skin[0]);
  person(c, 320, 372, 92, C.navy, C.skin[2]);
  bubble(c, 60, 40, 150, 70, C.paper, false);
  c.line(82, 64, 188, 64, 7, C.line).line(82, 86, 150, 86, 7, C.line);
  bubble(c, 430, 34, 150, 76, C.sand, true);
  [470, 505, 540].forEach((x) => c.circle(x, 72, 9, C.paper));
  bubble(c, 262, 22, 116, 56, C.lilac, false);
  c.line(282, 50, 358, 50, 7, C.paper, 0.8);
  return c;
}

/** A presentation slide with a bar chart and a donut chart. */
function slide() {
  const c = new Canvas(640, 360);
  c.rect(0, 0, 640, 360, { from: '#e4ebf2', to: C.skySoft, x0: 0, y0: 0, x1: 640, y1: 360 });
  c.round(46, 38, 556, 300, 16, C.navy, 0.1).round(40, 30, 556, 300, 16, C.paper);
  c.line(76, 66, 250, 66, 12, C.navy).line(76, 92, 200, 92, 7, C.line);
  c.line(84, 290, 330, 290, 3, C.grey).line(84, 130, 84, 290, 3, C.grey);
  [
    [C.sky, 90],
    [C.teal, 130],
    [C.sand, 70],
    [C.coral, 150],
    [C.teal, 110],
  ].forEach(([colour, h], i) =>
    c.round(104 + i * 44, 288 - h, 28, h, 4, colour).rect(104 + i * 44, 280, 28, 8, colour),
  );
  c.line(118, 190, 162, 150, 4, C.navy, 0.8)
    .line(162, 150, 206, 200, 4, C.navy, 0.8)
    .line(206, 200, 250, 130, 4, C.navy, 0.8)
    .line(250, 130, 294, 160, 4, C.navy, 0.8);
  [
    [118, 190],
    [162, 150],
    [206, 200],
    [250, 130],
    [294, 160],
  ].forEach(([x, y]) => c.circle(x, y, 6, C.paper).ring(x, y, 6, 3, C.navy));
  const [cx, cy, r] = [448, 190, 78];
  const turn = Math.PI * 2;
  c.poly(wedge(cx, cy, r, -turn / 4, turn * 0.2), C.teal);
  c.poly(wedge(cx, cy, r, turn * 0.2, turn * 0.45), C.sand);
  c.poly(wedge(cx, cy, r, turn * 0.45, turn * 0.6), C.coral);
  c.poly(wedge(cx, cy, r, turn * 0.6, turn * 0.75), C.sky);
  c.circle(cx, cy, 42, C.paper);
  c.line(432, 182, 464, 182, 10, C.navy, 0.85).line(436, 202, 460, 202, 6, C.line);
  [
    [C.teal, 0],
    [C.sand, 1],
    [C.coral, 2],
  ].forEach(([colour, i]) =>
    c.circle(400 + i * 48, 300, 6, colour).line(412 + i * 48, 300, 428 + i * 48, 300, 5, C.line),
  );
  return c;
}

/** A printable poster for a group evening. */
function poster() {
  const c = new Canvas(400, 560);
  c.rect(0, 0, 400, 560, { from: C.navy, to: C.teal, x0: 0, y0: 0, x1: 0, y1: 380 });
  c.circle(200, 170, 96, C.sand, 0.9).circle(200, 170, 130, C.sand, 0.12);
  c.circle(70, 70, 4, C.paper, 0.7)
    .circle(330, 50, 3, C.paper, 0.7)
    .circle(300, 110, 2.5, C.paper, 0.6)
    .circle(60, 180, 3, C.paper, 0.5);
  c.ellipse(110, 400, 190, 110, '#247f79').ellipse(330, 410, 170, 120, '#1f6f6c');
  person(c, 120, 372, 44, C.coral, C.skin[0]);
  person(c, 200, 380, 52, C.navy, C.skin[2]);
  person(c, 282, 372, 44, C.lilac, C.skin[1]);
  c.rect(0, 360, 400, 200, C.paper);
  c.line(40, 404, 270, 404, 22, C.navy).line(40, 442, 210, 442, 12, C.teal);
  [478, 500, 522].forEach((y, i) => c.line(40, y, i === 2 ? 200 : 250, y, 7, C.line));
  c.circle(330, 488, 42, C.coral)
    .round(306, 466, 48, 44, 6, C.paper)
    .rect(306, 472, 48, 10, C.navy)
    .round(306, 466, 48, 12, 6, C.navy);
  c.line(318, 462, 318, 470, 4, C.paper).line(342, 462, 342, 470, 4, C.paper);
  [
    [318, 492],
    [330, 492],
    [342, 492],
    [318, 502],
    [330, 502],
  ].forEach(([x, y]) => c.circle(x, y, 3, x === 330 && y === 502 ? C.coral : C.grey));
  return c;
}

/** The sign-on background: a calm diagonal gradient with large, faint shapes. */
function signon() {
  const c = new Canvas(1280, 800, 2);
  c.rect(0, 0, 1280, 800, { from: '#2f4f73', to: '#3f8187', x0: 0, y0: 0, x1: 1280, y1: 800 });
  c.circle(180, 140, 260, C.paper, 0.06).circle(1150, 700, 340, C.paper, 0.05);
  c.circle(1060, 160, 140, C.sand, 0.1).circle(260, 690, 120, C.tealSoft, 0.1);
  c.round(820, 420, 300, 180, 90, C.paper, 0.04).round(120, 330, 240, 140, 70, C.sky, 0.08);
  c.circle(640, 400, 420, C.navy, 0.05);
  return c;
}

// ---------------------------------------------------------------------------------------------------
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
function encodePng(width, height, pixels) {
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
function decodePng(file) {
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

function encodeJpeg(width, height, pixels, quality = 88) {
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

// ---------------------------------------------------------------------------------------------------

/** File name -> scene. The seed and the theme settings name these files. */
export const COVERS = {
  'cover-board.png': board,
  'cover-laptop.png': laptop,
  'cover-book.png': book,
  'cover-people.png': people,
  'slide-chart.jpg': slide,
  'poster-evening.png': poster,
  'signon.png': signon,
};

function render(name) {
  const canvas = COVERS[name]();
  const pixels = canvas.pixels();
  return {
    width: canvas.width,
    height: canvas.height,
    pixels,
    file: name.endsWith('.jpg')
      ? encodeJpeg(canvas.width, canvas.height, pixels)
      : encodePng(canvas.width, canvas.height, pixels),
  };
}

function matches(name, drawn) {
  try {
    const committed = readFileSync(join(MEDIA, name));
    if (name.endsWith('.jpg')) return committed.equals(drawn.file);
    const read = decodePng(committed);
    return (
      read.width === drawn.width &&
      read.height === drawn.height &&
      Buffer.from(read.pixels).equals(Buffer.from(drawn.pixels))
    );
  } catch {
    // Missing or unreadable counts as out of date.
    return false;
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const check = process.argv.includes('--check');
  const stale = [];
  for (const name of Object.keys(COVERS)) {
    const drawn = render(name);
    if (check) {
      if (!matches(name, drawn)) stale.push(name);
    } else {
      writeFileSync(join(MEDIA, name), drawn.file);
      console.log(
        `${name}  ${drawn.width}x${drawn.height}  ${(drawn.file.length / 1024).toFixed(1)} KB`,
      );
    }
  }
  if (stale.length) {
    console.error(
      `Out of date with scripts/demo-covers.mjs: ${stale.join(', ')}. Run: node scripts/demo-covers.mjs`,
    );
    process.exit(1);
  }
}
