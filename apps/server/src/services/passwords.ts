import { createHash, createHmac, scrypt as scryptCallback, timingSafeEqual } from 'node:crypto';
import { hash as argon2Hash, verify as argon2Verify } from '@node-rs/argon2';
import { verify as bcryptVerify } from '@node-rs/bcrypt';
import { WpError } from '../conventions/errors';
import { HashingThreads } from './hashing-threads';

/** OWASP's Argon2id setting: 19 MiB, two passes, one lane. */
export const ARGON2_DEFAULTS = { memoryCost: 19_456, timeCost: 2 } as const;
/** `Algorithm.Argon2id`, a const enum the compiler cannot read across packages. */
const ARGON2ID = 2;
/** No sign-in waits longer than this for a turn at hashing; past it the server says it is busy. */
export const HASH_DEADLINE_MS = 5000;

export interface HasherOptions {
  /** Argon2id memory in KiB. */
  memoryCost?: number;
  /** Argon2id passes. */
  timeCost?: number;
  /** Hashes running at once; the rest queue, so the event loop keeps a core. */
  concurrency?: number;
  /** The longest a hash may wait for its turn. */
  deadlineMs?: number;
  /**
   * A file of the server package: Argon2id then runs on threads of its own below the event loop's
   * priority (hashing-threads.ts), from which they load the library. Unset, it runs on libuv's pool.
   */
  threadsFrom?: string;
}

/** Too many hashes waiting: WordPress's error shape, 503, and when to try again. */
export const hashingBusy = (retryAfterSeconds: number) =>
  new WpError(
    503,
    'rest_service_busy',
    'Too many people are signing in right now. Please try again in a few seconds.',
    {},
    { 'retry-after': String(retryAfterSeconds) },
  );

/**
 * A counting gate with a deadline: each hash holds a thread and a core for its whole run, so only a
 * few run at once. A hash that would wait past the deadline (judged from the queue's length and
 * how long hashes take) is refused at once rather than left hanging.
 */
class Gate {
  private running = 0;
  private readonly waiting: Array<() => void> = [];
  /** A moving average of how long one hash takes, in milliseconds. */
  private averageMs = 100;

  constructor(
    private readonly limit: number,
    private readonly deadlineMs: number,
  ) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.running >= this.limit) {
      const expectedWaitMs = ((this.waiting.length + 1) / this.limit) * this.averageMs;
      if (expectedWaitMs > this.deadlineMs) throw hashingBusy(this.retryAfter());
      await new Promise<void>((resolve, reject) => {
        const turn = () => {
          clearTimeout(timer);
          resolve();
        };
        const timer = setTimeout(() => {
          this.waiting.splice(this.waiting.indexOf(turn), 1);
          reject(hashingBusy(this.retryAfter()));
        }, this.deadlineMs);
        this.waiting.push(turn);
      });
    }
    this.running += 1;
    const started = performance.now();
    try {
      return await work();
    } finally {
      this.averageMs = this.averageMs * 0.8 + (performance.now() - started) * 0.2;
      this.running -= 1;
      this.waiting.shift()?.();
    }
  }

  /** Hashes waiting for a turn, and running now (for the metrics). */
  get load(): { waiting: number; running: number } {
    return { waiting: this.waiting.length, running: this.running };
  }

  private retryAfter(): number {
    return Math.max(1, Math.ceil(((this.waiting.length / this.limit) * this.averageMs) / 1000));
  }
}

// The hash formats a member's stored password may be in. Campus writes Argon2id; the others are
// read so that earlier Campus hashes and accounts imported from WordPress keep working, and each
// is replaced by Argon2id at its next sign-in.

const SCRYPT = /^scrypt\$(\d+)\$(\d+)\$(\d+)\$([A-Za-z0-9+/=]+)\$([A-Za-z0-9+/=]+)$/;

function verifyScrypt(password: string, stored: string): Promise<boolean> {
  const match = SCRYPT.exec(stored);
  if (!match) return Promise.resolve(false);
  const [N, r, p] = [match[1], match[2], match[3]].map(Number) as [number, number, number];
  if (![N, r, p].every((value) => Number.isSafeInteger(value) && value > 0) || N > 2 ** 20)
    return Promise.resolve(false);
  const salt = Buffer.from(match[4]!, 'base64');
  const key = Buffer.from(match[5]!, 'base64');
  // scrypt needs 128·N·r bytes; Node refuses anything over `maxmem` (32 MiB by default).
  const maxmem = 128 * N * r + 1024 * 1024;
  return new Promise((resolve) => {
    scryptCallback(password, salt, key.length, { N, r, p, maxmem }, (error, actual) =>
      resolve(!error && actual.length === key.length && timingSafeEqual(actual, key)),
    );
  });
}

const ITOA64 = './0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** phpass's own base-64 of an MD5 digest (its `encode64`). */
function phpassEncode(input: Buffer, count: number): string {
  let output = '';
  let i = 0;
  while (i < count) {
    let value = input[i++]!;
    output += ITOA64[value & 0x3f];
    if (i < count) value |= input[i]! << 8;
    output += ITOA64[(value >> 6) & 0x3f];
    if (i++ >= count) break;
    if (i < count) value |= input[i]! << 16;
    output += ITOA64[(value >> 12) & 0x3f];
    if (i++ >= count) break;
    output += ITOA64[(value >> 18) & 0x3f];
  }
  return output;
}

/** WordPress before 6.8 (phpass portable hashes, `$P$` and phpBB's `$H$`): iterated salted MD5. */
function verifyPhpass(password: string, stored: string): boolean {
  if (stored.length !== 34) return false;
  const log2 = ITOA64.indexOf(stored[3]!);
  if (log2 < 7 || log2 > 30) return false;
  const salt = stored.slice(4, 12);
  const secret = Buffer.from(password, 'utf8');
  let digest = createHash('md5').update(salt).update(secret).digest();
  for (let round = 0; round < 2 ** log2; round += 1) {
    digest = createHash('md5').update(digest).update(secret).digest();
  }
  const actual = Buffer.from(stored.slice(0, 12) + phpassEncode(digest, 16));
  return actual.length === stored.length && timingSafeEqual(actual, Buffer.from(stored));
}

/**
 * WordPress 6.8 and later: `$wp` + bcrypt of the base-64 HMAC-SHA-384 (key `wp-sha384`) of the
 * password; a plain bcrypt hash (`$2y$`, from a plugin) is bcrypt of the password itself.
 */
function verifyBcrypt(password: string, stored: string): Promise<boolean> {
  const wordpress = stored.startsWith('$wp$');
  const secret = wordpress
    ? createHmac('sha384', 'wp-sha384').update(password).digest('base64')
    : password;
  return bcryptVerify(secret, wordpress ? stored.slice(3) : stored).catch(() => false);
}

/** Hashes and checks passwords off the event loop, a few at a time, none waiting past a deadline. */
export class PasswordHasher {
  private readonly gate: Gate;
  private readonly memoryCost: number;
  private readonly timeCost: number;
  private readonly threads: HashingThreads | undefined;

  constructor({
    memoryCost = ARGON2_DEFAULTS.memoryCost,
    timeCost = ARGON2_DEFAULTS.timeCost,
    concurrency = 1,
    deadlineMs = HASH_DEADLINE_MS,
    threadsFrom,
  }: HasherOptions = {}) {
    this.memoryCost = memoryCost;
    this.timeCost = timeCost;
    this.gate = new Gate(concurrency, deadlineMs);
    this.threads = threadsFrom ? new HashingThreads(threadsFrom) : undefined;
  }

  hash(password: string): Promise<string> {
    const options = {
      algorithm: ARGON2ID,
      memoryCost: this.memoryCost,
      timeCost: this.timeCost,
      parallelism: 1,
    };
    return this.gate.run(() =>
      this.threads ? this.threads.hash(password, options) : argon2Hash(password, options),
    );
  }

  /** False for a wrong password and for a stored value in no format this server reads. */
  verify(password: string, stored: string): Promise<boolean> {
    if (stored.startsWith('$argon2'))
      return this.gate.run(() =>
        this.threads
          ? this.threads.verify(stored, password)
          : argon2Verify(stored, password).catch(() => false),
      );
    if (stored.startsWith('scrypt$')) return this.gate.run(() => verifyScrypt(password, stored));
    if (stored.startsWith('$P$') || stored.startsWith('$H$'))
      return this.gate.run(async () => verifyPhpass(password, stored));
    if (/^(\$wp)?\$2[abxy]\$/.test(stored))
      return this.gate.run(() => verifyBcrypt(password, stored));
    return Promise.resolve(false);
  }

  /** Ends the hashing threads, if any. */
  close(): Promise<void> {
    return this.threads?.close() ?? Promise.resolve();
  }

  /** Hashes waiting for a turn, and running now. */
  get load(): { waiting: number; running: number } {
    return this.gate.load;
  }

  /** True for any hash but Argon2id at today's setting or stronger: it is replaced at sign-in. */
  needsRehash(stored: string): boolean {
    const match = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$/.exec(stored);
    return !match || Number(match[1]) < this.memoryCost || Number(match[2]) < this.timeCost;
  }
}

const defaultHasher = new PasswordHasher();

/** A hash at the default cost (demo content is seeded with it). */
export const hashPassword = (password: string): Promise<string> => defaultHasher.hash(password);
