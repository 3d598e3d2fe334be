import { randomBytes, scrypt as scryptCallback, timingSafeEqual } from 'node:crypto';

interface ScryptParams {
  N: number;
  r: number;
  p: number;
}

/** OWASP's scrypt setting (N=2^17, r=8, p=1): about 128 MiB and a few hundred milliseconds per hash. */
export const DEFAULT_SCRYPT_LOG_N = 17;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;

function scrypt(
  password: string,
  salt: Buffer,
  keylen: number,
  params: ScryptParams,
): Promise<Buffer> {
  // scrypt needs 128·N·r bytes; Node refuses anything over `maxmem` (32 MiB by default).
  const maxmem = 128 * params.N * params.r + 1024 * 1024;
  return new Promise((resolve, reject) => {
    scryptCallback(password, salt, keylen, { ...params, maxmem }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/**
 * A counting gate: each scrypt call occupies a libuv thread and a core for its whole run, so only a
 * few may run at once and the event loop (every other request) keeps a core of its own.
 */
class Gate {
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(private readonly limit: number) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.running >= this.limit)
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    this.running += 1;
    try {
      return await work();
    } finally {
      this.running -= 1;
      this.waiting.shift()?.();
    }
  }
}

function parse(stored: string): { params: ScryptParams; salt: Buffer; key: Buffer } | undefined {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  const params = { N: Number(n), r: Number(r), p: Number(p) };
  if (scheme !== 'scrypt' || !salt || !key) return undefined;
  if (![params.N, params.r, params.p].every((value) => Number.isSafeInteger(value) && value > 0))
    return undefined;
  return { params, salt: Buffer.from(salt, 'base64'), key: Buffer.from(key, 'base64') };
}

const format = (params: ScryptParams, salt: Buffer, key: Buffer) =>
  `scrypt$${params.N}$${params.r}$${params.p}$${salt.toString('base64')}$${key.toString('base64')}`;

/** Hashes and checks passwords on the libuv pool, never on the event loop, with bounded concurrency. */
export class PasswordHasher {
  private readonly gate: Gate;
  private readonly params: ScryptParams;

  constructor({
    scryptLogN = DEFAULT_SCRYPT_LOG_N,
    concurrency = 1,
  }: { scryptLogN?: number; concurrency?: number } = {}) {
    this.params = { N: 2 ** scryptLogN, r: R, p: P };
    this.gate = new Gate(concurrency);
  }

  async hash(password: string): Promise<string> {
    const salt = randomBytes(16);
    const key = await this.gate.run(() => scrypt(password, salt, KEY_LENGTH, this.params));
    return format(this.params, salt, key);
  }

  async verify(password: string, stored: string): Promise<boolean> {
    const parsed = parse(stored);
    if (!parsed) return false;
    const actual = await this.gate.run(() =>
      scrypt(password, parsed.salt, parsed.key.length, parsed.params),
    );
    return actual.length === parsed.key.length && timingSafeEqual(actual, parsed.key);
  }

  /** True for a hash made with a weaker setting than today's: it is replaced at the next sign-in. */
  needsRehash(stored: string): boolean {
    const parsed = parse(stored);
    return (
      !parsed ||
      parsed.params.N < this.params.N ||
      parsed.params.r < this.params.r ||
      parsed.params.p < this.params.p
    );
  }
}

const defaultHasher = new PasswordHasher();

/** A hash at the default cost (demo content is seeded with it). */
export const hashPassword = (password: string): Promise<string> => defaultHasher.hash(password);
