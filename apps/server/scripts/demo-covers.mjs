#!/usr/bin/env node
// Draws the demo images in media/: flat illustrations in place of photographs, so the demo reads as
// a training product and the repository carries no image tooling or licensed artwork.
//
//   node scripts/demo-covers.mjs          write the images into media/
//   node scripts/demo-covers.mjs --check  exit 1 if a committed image differs from what is drawn here
//
// PNG bytes depend on the zlib build Node ships with, so the check compares decoded pixels for PNG;
// the JPEG encoder (covers/jpeg.mjs) is ours alone, so its bytes are compared as they are.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { encodeJpeg } from './covers/jpeg.mjs';
import { decodePng, encodePng } from './covers/png.mjs';
import { board, book, laptop, people, poster, signon, slide } from './covers/scenes.mjs';

const MEDIA = join(dirname(fileURLToPath(import.meta.url)), '..', 'media');

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
