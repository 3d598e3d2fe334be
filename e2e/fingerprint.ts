import { deflateRawSync, inflateRawSync } from 'node:zlib';
import type { Page } from '@playwright/test';

/**
 * A screenshot reduced to a fingerprint: the box the content occupies on the page, the page's
 * colour around it, and the mean colour of each cell of a grid over the box. It is text, small
 * enough to commit for every story and mode, and too coarse to notice anti-aliasing or font
 * hinting.
 *
 * As text it is one string, `<viewport> <background> <box> <grid> <cells>`, e.g.
 * `1280x720 f6f7f9 16,16,412x40 46x5 <base64url>`: the page size, the page's colour around the
 * content, the content box (x,y,width×height), columns×rows, and each cell's red, green and blue
 * divided by 4, one byte each, deflated.
 */

// Cells are at least this many pixels square, and a box is split into at most this many cells:
// fine enough that a button, a line of a dialog or an 8px shift moves some cell's mean well past
// the tolerance, coarse enough that the committed baselines stay small.
const minCell = 6;
const maxCells = 1200;
// Differences up to these are noise. Text rendering and anti-aliasing move the mean of a cell
// with an edge or a glyph in it by up to 23 (measured with font hinting switched from slight to
// none), and a box edge by a pixel. A flat cell, one inside an area of one colour at least three
// cells across, has no edge to move: it changes only when that colour does, so it is held tighter.
const cellTolerance = 32;
const flatCellTolerance = 8;
const boxTolerance = 4;
// The page background is one exact colour, not an average.
const backgroundTolerance = 4;
// A pixel belongs to the content when it differs this much from the page background; on a page
// with none such, faint content (a skeleton's grey on the light page, 19 apart) counts from
// `faintThreshold`. A page with neither is blank.
const contentThreshold = 24;
const faintThreshold = 6;

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface Fingerprint {
  viewport: { width: number; height: number };
  /** The page's colour around the content, r, g, b. */
  background: number[];
  box: Box;
  cols: number;
  rows: number;
  /** r, g, b of each cell, row by row, 0–255. */
  cells: number[];
}

export function encode(print: Fingerprint): string {
  const { viewport, background, box, cols, rows, cells } = print;
  const bytes = Uint8Array.from(cells, (value) => value >> 2);
  return [
    `${viewport.width}x${viewport.height}`,
    hex(background),
    `${box.x},${box.y},${box.width}x${box.height}`,
    `${cols}x${rows}`,
    deflateRawSync(bytes, { level: 9 }).toString('base64url'),
  ].join(' ');
}

export function decode(text: string): Fingerprint {
  const match = /^(\d+)x(\d+) ([0-9a-f]{6}) (\d+),(\d+),(\d+)x(\d+) (\d+)x(\d+) ([\w-]+)$/.exec(
    text,
  );
  if (!match) throw new Error(`not a visual fingerprint: ${text.slice(0, 60)}…`);
  const [vw, vh] = match.slice(1, 3).map(Number) as number[];
  const [x, y, width, height, cols, rows] = match.slice(4, 10).map(Number) as number[];
  const bytes = inflateRawSync(Buffer.from(match[10]!, 'base64url'));
  return {
    viewport: { width: vw!, height: vh! },
    background: [0, 2, 4].map((at) => Number.parseInt(match[3]!.slice(at, at + 2), 16)),
    box: { x: x!, y: y!, width: width!, height: height! },
    cols: cols!,
    rows: rows!,
    // The middle of each quantisation step.
    cells: Array.from(bytes, (value) => value * 4 + 2),
  };
}

/**
 * Runs in a blank page: decodes a screenshot with the browser's own PNG decoder, finds the box
 * the content occupies, and averages the grid's cells. With a baseline's box and grid it measures
 * the same region, so the two compare cell by cell.
 */
function measure({
  png,
  layout,
  minCell,
  maxCells,
  contentThreshold,
  faintThreshold,
}: {
  png: string;
  layout: { box: Box; cols: number; rows: number } | null;
  minCell: number;
  maxCells: number;
  contentThreshold: number;
  faintThreshold: number;
}) {
  const bytes = Uint8Array.from(atob(png), (char) => char.charCodeAt(0));
  return createImageBitmap(new Blob([bytes], { type: 'image/png' }), {
    colorSpaceConversion: 'none',
    premultiplyAlpha: 'none',
  }).then((bitmap) => {
    const { width, height } = bitmap;
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext('2d', { willReadFrequently: true })!;
    context.drawImage(bitmap, 0, 0);
    const data = context.getImageData(0, 0, width, height).data;

    // The page background is the commonest colour along the edges of the page.
    const counts = new Map<number, number>();
    const count = (x: number, y: number) => {
      const i = (y * width + x) * 4;
      const key = (data[i]! << 16) | (data[i + 1]! << 8) | data[i + 2]!;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    };
    for (let x = 0; x < width; x += 1) {
      count(x, 0);
      count(x, height - 1);
    }
    for (let y = 0; y < height; y += 1) {
      count(0, y);
      count(width - 1, y);
    }
    const background = [...counts].sort((a, b) => b[1] - a[1])[0]![0];
    const bg = [(background >> 16) & 255, (background >> 8) & 255, background & 255];

    const contentBox = (threshold: number): Box | null => {
      let left = width;
      let right = -1;
      let top = height;
      let bottom = -1;
      for (let y = 0; y < height; y += 1) {
        for (let x = 0; x < width; x += 1) {
          const i = (y * width + x) * 4;
          if (
            Math.abs(data[i]! - bg[0]!) > threshold ||
            Math.abs(data[i + 1]! - bg[1]!) > threshold ||
            Math.abs(data[i + 2]! - bg[2]!) > threshold
          ) {
            if (x < left) left = x;
            if (x > right) right = x;
            if (y < top) top = y;
            if (y > bottom) bottom = y;
          }
        }
      }
      return right < 0
        ? null
        : { x: left, y: top, width: right - left + 1, height: bottom - top + 1 };
    };
    const content = contentBox(contentThreshold) ?? contentBox(faintThreshold);
    // A blank page is all content: then any element appearing on it changes the box.
    const blank = content === null;
    const found = content ?? { x: 0, y: 0, width, height };

    let grid = layout;
    if (!grid) {
      const side = Math.max(minCell, Math.sqrt((found.width * found.height) / maxCells));
      grid = {
        box: found,
        cols: Math.max(1, Math.round(found.width / side)),
        rows: Math.max(1, Math.round(found.height / side)),
      };
    }
    const { box, cols, rows } = grid;
    const cells: number[] = [];
    for (let row = 0; row < rows; row += 1) {
      const y0 = Math.min(height, box.y + Math.floor((row * box.height) / rows));
      const y1 = Math.min(height, box.y + Math.floor(((row + 1) * box.height) / rows));
      for (let col = 0; col < cols; col += 1) {
        const x0 = Math.min(width, box.x + Math.floor((col * box.width) / cols));
        const x1 = Math.min(width, box.x + Math.floor(((col + 1) * box.width) / cols));
        let red = 0;
        let green = 0;
        let blue = 0;
        for (let y = y0; y < y1; y += 1) {
          for (let x = x0; x < x1; x += 1) {
            const i = (y * width + x) * 4;
            red += data[i]!;
            green += data[i + 1]!;
            blue += data[i + 2]!;
          }
        }
        const n = Math.max(1, (x1 - x0) * (y1 - y0));
        cells.push(Math.round(red / n), Math.round(green / n), Math.round(blue / n));
      }
    }
    return { viewport: { width, height }, background: bg, blank, found, box, cols, rows, cells };
  });
}

/**
 * The fingerprint of a screenshot, measured in `page` (a blank page: the maths runs in the
 * browser, which decodes PNG already). With a baseline, over the baseline's box and grid.
 */
export const fingerprintOf = (page: Page, png: Buffer, baseline: Fingerprint | null) =>
  page.evaluate(measure, {
    png: png.toString('base64'),
    layout: baseline && { box: baseline.box, cols: baseline.cols, rows: baseline.rows },
    minCell,
    maxCells,
    contentThreshold,
    faintThreshold,
  });

export type Measured = Awaited<ReturnType<typeof fingerprintOf>>;

export interface CellDifference {
  col: number;
  row: number;
  delta: number;
}

export function compare(baseline: Fingerprint, actual: Measured) {
  const problems: string[] = [];
  const { viewport: was, box: before } = baseline;
  const { viewport: now, found: after } = actual;
  if (was.width !== now.width || was.height !== now.height) {
    problems.push(
      `the page is ${now.width}×${now.height}, the baseline ${was.width}×${was.height}`,
    );
    return { problems, cells: [] };
  }
  const edges = [
    ['left', before.x, after.x],
    ['top', before.y, after.y],
    ['right', before.x + before.width, after.x + after.width],
    ['bottom', before.y + before.height, after.y + after.height],
  ] as const;
  const moved = edges.filter(([, a, b]) => Math.abs(a - b) > boxTolerance);
  if (moved.length > 0)
    problems.push(
      `the content's ${moved.map(([edge, a, b]) => `${edge} edge moved ${b - a}px`).join(', ')} ` +
        `(box ${describeBox(before)} → ${describeBox(after)})`,
    );
  if (
    baseline.background.some(
      (value, c) => Math.abs(value - actual.background[c]!) > backgroundTolerance,
    )
  )
    problems.push(
      `the page background changed from #${hex(baseline.background)} to #${hex(actual.background)}`,
    );
  const cells: CellDifference[] = [];
  for (let index = 0; index < baseline.cols * baseline.rows; index += 1) {
    const col = index % baseline.cols;
    const row = Math.floor(index / baseline.cols);
    const delta = Math.max(
      ...[0, 1, 2].map((c) =>
        Math.abs(baseline.cells[index * 3 + c]! - actual.cells[index * 3 + c]!),
      ),
    );
    const flat = isFlat(baseline, col, row);
    if (delta > (flat ? flatCellTolerance : cellTolerance)) cells.push({ col, row, delta });
  }
  if (cells.length > 0) {
    const worst = cells.reduce((a, b) => (b.delta > a.delta ? b : a));
    problems.push(
      `${cells.length} of ${baseline.cols * baseline.rows} cells changed colour ` +
        `(most at column ${worst.col + 1}, row ${worst.row + 1} of ${baseline.cols}×${baseline.rows}: ` +
        `rgb(${rgb(baseline.cells, worst, baseline.cols)}) → rgb(${rgb(actual.cells, worst, baseline.cols)}))`,
    );
  }
  return { problems, cells };
}

/** Whether a cell and all its neighbours in the grid have the same colour. */
function isFlat({ cells, cols, rows }: Fingerprint, col: number, row: number) {
  const at = (row * cols + col) * 3;
  for (let r = Math.max(0, row - 1); r <= Math.min(rows - 1, row + 1); r += 1)
    for (let c = Math.max(0, col - 1); c <= Math.min(cols - 1, col + 1); c += 1)
      for (let channel = 0; channel < 3; channel += 1)
        if (cells[(r * cols + c) * 3 + channel] !== cells[at + channel]) return false;
  return true;
}

const hex = (colour: number[]) =>
  colour.map((value) => value.toString(16).padStart(2, '0')).join('');
const describeBox = (box: Box) => `${box.x},${box.y} ${box.width}×${box.height}`;
const rgb = (cells: number[], { col, row }: CellDifference, cols: number) =>
  cells.slice((row * cols + col) * 3, (row * cols + col) * 3 + 3).join(', ');

/**
 * Baseline and actual side by side as their grids, then the screenshot with the changed cells in
 * red (the stronger, the larger the change) and the two content boxes outlined.
 */
export function heatmap(
  baseline: Fingerprint,
  actual: Measured,
  cells: CellDifference[],
  png: Buffer,
) {
  const { width, height } = actual.viewport;
  const gap = 16;
  const grid = (print: Fingerprint, dx: number) => {
    const rects: string[] = [];
    for (let row = 0; row < print.rows; row += 1) {
      for (let col = 0; col < print.cols; col += 1) {
        const x0 = print.box.x + Math.floor((col * print.box.width) / print.cols);
        const x1 = print.box.x + Math.floor(((col + 1) * print.box.width) / print.cols);
        const y0 = print.box.y + Math.floor((row * print.box.height) / print.rows);
        const y1 = print.box.y + Math.floor(((row + 1) * print.box.height) / print.rows);
        const fill = rgb(print.cells, { col, row, delta: 0 }, print.cols);
        rects.push(
          `<rect x="${dx + x0}" y="${y0}" width="${x1 - x0}" height="${y1 - y0}" fill="rgb(${fill})"/>`,
        );
      }
    }
    return rects.join('');
  };
  const frame = (dx: number) =>
    `<rect x="${dx}" y="0" width="${width}" height="${height}" fill="#eee" stroke="#999"/>`;
  const third = 2 * (width + gap);
  const marks = cells
    .map(({ col, row, delta }) => {
      const { box, cols, rows } = baseline;
      const x0 = box.x + Math.floor((col * box.width) / cols);
      const x1 = box.x + Math.floor(((col + 1) * box.width) / cols);
      const y0 = box.y + Math.floor((row * box.height) / rows);
      const y1 = box.y + Math.floor(((row + 1) * box.height) / rows);
      const opacity = Math.min(0.85, 0.25 + delta / 255).toFixed(2);
      return `<rect x="${third + x0}" y="${y0}" width="${x1 - x0}" height="${y1 - y0}" fill="red" fill-opacity="${opacity}"/>`;
    })
    .join('');
  const outline = (box: Box, colour: string, dash: string) =>
    `<rect x="${third + box.x}" y="${box.y}" width="${box.width}" height="${box.height}" fill="none" stroke="${colour}" stroke-width="2" stroke-dasharray="${dash}"/>`;
  const label = (text: string, dx: number) =>
    `<text x="${dx + 4}" y="${height + 20}" font-family="sans-serif" font-size="16">${text}</text>`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${3 * width + 2 * gap} ${height + 28}" shape-rendering="crispEdges">`,
    frame(0),
    grid(baseline, 0),
    frame(width + gap),
    grid(actual, width + gap),
    `<image x="${third}" y="0" width="${width}" height="${height}" href="data:image/png;base64,${png.toString('base64')}"/>`,
    marks,
    outline(baseline.box, 'blue', '6 4'),
    outline(actual.found, 'red', '2 2'),
    label('baseline (cell means)', 0),
    label('actual (cell means)', width + gap),
    label('actual, changed cells in red; box: baseline blue, actual red', third),
    '</svg>',
  ].join('\n');
}
