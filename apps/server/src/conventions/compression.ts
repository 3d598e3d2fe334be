import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyInstance } from 'fastify';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { addVary } from './rest-headers';

/*
 * Compressing the answers made per request (README, "HTTP"). JSON and HTML come to the
 * reply whole, so each is compressed in one call, never through a stream: `@fastify/compress`
 * streams whatever is over 8 KB, and the stream's plumbing (a readable made of the payload, a
 * pipeline, a chunked reply written piece by piece) took the instance's thread about three times
 * as long as the compressing itself. The plugin still compresses what arrives as a stream.
 */

/** Smaller answers leave as they are: compressing them saves less than it costs. */
const SMALLEST = 1024;

/**
 * From this size the compressing is handed to libuv's threads, off the thread that answers every
 * call; below it, handing it over costs more than compressing in place (a 14 KB answer: 85 µs in
 * place, 190 µs handed over).
 */
const ON_THREADS_FROM = 32 * 1024;

/** The answers made per request; files on disk are compressed at build time or by the plugin. */
const MADE_PER_REQUEST = /^(application\/json|text\/html)\b/i;

const ENCODINGS = ['br', 'gzip'] as const;
type Encoding = (typeof ENCODINGS)[number];

/** Cheap enough to run on every answer; brotli's best (11) is for what is compressed once. */
const BROTLI_QUALITY = 5;

/**
 * Brotli's window sized to the answer: the default window (4 MB) is set up again for every answer,
 * however small, and a window the size of the answer compresses it as well.
 */
const brotliOptions = (size: number): zlib.BrotliOptions => ({
  params: {
    [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
    [zlib.constants.BROTLI_PARAM_LGWIN]: Math.min(
      zlib.constants.BROTLI_MAX_WINDOW_BITS,
      Math.max(zlib.constants.BROTLI_MIN_WINDOW_BITS, Math.ceil(Math.log2(size))),
    ),
    [zlib.constants.BROTLI_PARAM_SIZE_HINT]: size,
  },
});

const brotliOnThreads = promisify(zlib.brotliCompress);
const gzipOnThreads = promisify(zlib.gzip);

function compress(encoding: Encoding, body: Buffer): Buffer | Promise<Buffer> {
  if (body.length < ON_THREADS_FROM)
    return encoding === 'br'
      ? zlib.brotliCompressSync(body, brotliOptions(body.length))
      : zlib.gzipSync(body);
  return encoding === 'br'
    ? brotliOnThreads(body, brotliOptions(body.length))
    : gzipOnThreads(body);
}

/** The encoding the request prefers of those we send (`x-gzip` is gzip), if any. */
function encodingFor(accepted: string | undefined): Encoding | undefined {
  if (!accepted) return undefined;
  const chosen = negotiate(accepted.toLowerCase().replace(/\bx-gzip\b/g, 'gzip'), [...ENCODINGS]);
  return ENCODINGS.find((encoding) => encoding === chosen);
}

/**
 * JSON and HTML over 1 KB leave compressed, brotli first, else gzip. An answer already encoded,
 * a byte range, or a call that asks for none (`x-no-compression`, as the plugin reads it) is sent
 * as it is. Pinned by site.test.ts.
 */
export function installAnswerCompression(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (
      reply.hasHeader('content-encoding') ||
      reply.hasHeader('content-range') ||
      reply.statusCode === 206 ||
      request.headers['x-no-compression'] !== undefined ||
      !MADE_PER_REQUEST.test(String(reply.getHeader('content-type') ?? ''))
    )
      return payload;
    const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
    if (body.length < SMALLEST) return payload;
    // Whether this answer is compressed depends on the request's header, even when it is not.
    addVary(reply, 'Accept-Encoding');
    const encoding = encodingFor(request.headers['accept-encoding']);
    if (!encoding) return payload;
    const compressed = await compress(encoding, body);
    reply.header('content-encoding', encoding);
    reply.header('content-length', compressed.length);
    return compressed;
  });
}
