// The members of bench-login.mjs, on a thread of their own: 50 sign-in loops starting at once keep
// an event loop busy for tens of milliseconds, and autocannon, timing the reads on the bench's main
// thread, counted that wait in the first reads' latency (README, "Sign-ins under load").
import { parentPort, workerData } from 'node:worker_threads';

const { bases, logins, deadline } = workerData;
const ACCOUNTS = ['admin', 'translator', 'member', 'couple'].map((name) => `${name}@campus.test`);
// Lessons each member may save a position in: one per member, so each one's last save is known.
const FIRST_LESSON = 2000;
/** A moment both threads read alike (their `performance.now()` start from different origins). */
const now = () => performance.timeOrigin + performance.now();

/** When the last sign-in of the rush was answered: the reads begun before it met the rush. */
let rushEnded = Infinity;
const outcomes = new Map();
const loginTimes = [];
const rushTimes = [];
const rushOutcomes = new Map();
/** Each member's last position an instance acknowledged, by member. */
const savedPositions = new Map();
let failedSaves = 0;

async function signInLoop(index) {
  const account = ACCOUNTS[index % ACCOUNTS.length];
  const lesson = FIRST_LESSON + Math.floor(index / ACCOUNTS.length);
  for (let round = 0; Date.now() < deadline; round++) {
    const base = bases[(index + round) % bases.length];
    const started = now();
    let outcome;
    let token;
    try {
      const response = await fetch(`${base}/wp-json/jwt-auth/v1/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ user_email: account, password: 'Campus!2026', options: {} }),
      });
      outcome = String(response.status);
      ({ token } = await response.json());
    } catch (error) {
      outcome = error instanceof Error ? error.message : 'error';
    }
    loginTimes.push(now() - started);
    outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
    // Every member's first sign-in starts at the same moment: that round is the rush.
    if (round === 0) {
      rushTimes.push(now() - started);
      if (rushTimes.length === logins) rushEnded = now();
      rushOutcomes.set(outcome, (rushOutcomes.get(outcome) ?? 0) + 1);
    }
    if (!token) continue;
    // Saved on the next instance, so two instances share what one of them acknowledged.
    const saved = await fetch(
      `${bases[(index + round + 1) % bases.length]}/wp-json/wp/v2/lesson/${lesson}/position`,
      {
        method: 'PUT',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ position: round + 1, duration: 1_000_000 }),
      },
    ).catch(() => undefined);
    await saved?.arrayBuffer();
    if (saved?.status === 200) savedPositions.set(index, { position: round + 1, token, lesson });
    else failedSaves++;
  }
}

await Promise.all(Array.from({ length: logins }, (_, index) => signInLoop(index)));
parentPort.postMessage({
  rushEnded,
  outcomes: [...outcomes],
  loginTimes,
  rushTimes,
  rushOutcomes: [...rushOutcomes],
  savedPositions: [...savedPositions],
  failedSaves,
});
