// Rasterizer: shapes are sampled at `scale` times the output size and box-filtered down, which is
// all the anti-aliasing flat shapes need.

const rgb = (hex) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));

export class Canvas {
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

export const wedge = (cx, cy, r, from, to) => [[cx, cy], ...arc(cx, cy, r, from, to)];
