import { Worker } from 'node:worker_threads';

/**
 * How much lower than the rest of the server a hashing thread runs (a Linux nice value, per
 * thread): when the cores are busy, a member's read comes before a sign-in's hash, which has
 * seconds to spare where a read has milliseconds; when they are idle, hashing takes all it needs.
 * At 7 a hash gets about a sixth of a core it shares with the event loop: at 10 a flood of reads
 * had most sign-ins refused, at 5 reads waited longer in a rush (README, "Sign-ins under load").
 */
export const HASHING_NICENESS = 7;

export interface Argon2Options {
  algorithm: number;
  memoryCost: number;
  timeCost: number;
  parallelism: number;
}

type Job =
  | { op: 'hash'; password: string; options: Argon2Options }
  | { op: 'verify'; password: string; stored: string };

// Runs in each thread: lowers its own priority (on Linux `setpriority` with no id is the calling
// thread's alone), then hashes on that thread, one job at a time.
const THREAD_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { setPriority } = require('node:os');
const { createRequire } = require('node:module');
try { setPriority(workerData.niceness); } catch {}
const argon2 = createRequire(workerData.resolveFrom)('@node-rs/argon2');
parentPort.on('message', ({ id, job }) => {
  try {
    const result = job.op === 'hash'
      ? argon2.hashSync(job.password, job.options)
      : (() => { try { return argon2.verifySync(job.stored, job.password); } catch { return false; } })();
    parentPort.postMessage({ id, result });
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
`;

interface Thread {
  worker: Worker;
  /** The job it runs now, if any. */
  job?: number;
}

/**
 * Argon2id on threads of its own at a lower priority than the event loop. Callers limit how many
 * jobs run at once (the hasher's gate); a thread is started for each job running beside the others
 * and kept for the next. `resolveFrom` is a file of the server package, from which the threads load
 * `@node-rs/argon2`.
 */
export class HashingThreads {
  private readonly threads: Thread[] = [];
  private readonly pending = new Map<
    number,
    { done(value: unknown): void; fail(error: Error): void }
  >();
  private nextId = 0;

  constructor(private readonly resolveFrom: string) {}

  hash(password: string, options: Argon2Options): Promise<string> {
    return this.run({ op: 'hash', password, options }) as Promise<string>;
  }

  /** False for a wrong password and for a hash the library cannot read. */
  verify(stored: string, password: string): Promise<boolean> {
    return this.run({ op: 'verify', password, stored }) as Promise<boolean>;
  }

  /** Ends every thread (the server's close). */
  async close(): Promise<void> {
    await Promise.all(this.threads.splice(0).map((thread) => thread.worker.terminate()));
  }

  private run(job: Job): Promise<unknown> {
    const thread = this.threads.find((candidate) => candidate.job === undefined) ?? this.start();
    const id = this.nextId++;
    thread.job = id;
    // A thread at work keeps the process alive until its answer; an idle one does not.
    thread.worker.ref();
    return new Promise((done, fail) => {
      this.pending.set(id, { done, fail });
      thread.worker.postMessage({ id, job });
    });
  }

  private start(): Thread {
    const worker = new Worker(THREAD_SOURCE, {
      eval: true,
      workerData: { resolveFrom: this.resolveFrom, niceness: HASHING_NICENESS },
    });
    const thread: Thread = { worker };
    worker.on(
      'message',
      ({ id, result, error }: { id: number; result?: unknown; error?: string }) => {
        thread.job = undefined;
        worker.unref();
        const job = this.pending.get(id);
        this.pending.delete(id);
        if (error === undefined) job?.done(result);
        else job?.fail(new Error(error));
      },
    );
    worker.once('error', (error) => this.lose(thread, error));
    worker.once('exit', () => this.lose(thread, new Error('a hashing thread stopped')));
    this.threads.push(thread);
    return thread;
  }

  /** A thread that died fails the job it ran; the next job starts a new thread. */
  private lose(thread: Thread, error: Error): void {
    const index = this.threads.indexOf(thread);
    if (index >= 0) this.threads.splice(index, 1);
    if (thread.job === undefined) return;
    const job = this.pending.get(thread.job);
    this.pending.delete(thread.job);
    thread.job = undefined;
    job?.fail(error);
  }
}
