// The flat illustrations, one function per image, drawn on a Canvas.

import { Canvas, wedge } from './canvas.mjs';
import { C } from './palette.mjs';

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
export function board() {
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
export function laptop() {
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
export function book() {
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
export function people() {
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
export function slide() {
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
export function poster() {
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
export function signon() {
  const c = new Canvas(1280, 800, 2);
  c.rect(0, 0, 1280, 800, { from: '#2f4f73', to: '#3f8187', x0: 0, y0: 0, x1: 1280, y1: 800 });
  c.circle(180, 140, 260, C.paper, 0.06).circle(1150, 700, 340, C.paper, 0.05);
  c.circle(1060, 160, 140, C.sand, 0.1).circle(260, 690, 120, C.tealSoft, 0.1);
  c.round(820, 420, 300, 180, 90, C.paper, 0.04).round(120, 330, 240, 140, 70, C.sky, 0.08);
  c.circle(640, 400, 420, C.navy, 0.05);
  return c;
}
