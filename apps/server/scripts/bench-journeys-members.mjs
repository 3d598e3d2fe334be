// The members of bench-journeys.mjs, on threads of their own: a thousand members' calls keep an
// event loop busy, and a client that waits on itself would count its own wait as the server's.
// Each thread runs its share of the members and times every call; its event-loop lag goes back
// with the timings, so a slow client is seen as such (README, "Members' journeys at each size").
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { parentPort, workerData } from 'node:worker_threads';

const { bases, members, size, startAt, rampMs, deadline, modules, words, think, watch, seed } =
  workerData;
const PASSWORD = 'Campus!2026';
/** The fields the app asks for (packages/api-client, calls/training.ts): the answers it gets. */
const LESSON_FIELDS =
  'id,title,slug,content,excerpt,image,type,tags,categories,duration,related,video_url';
const MODULE_FIELDS = 'id,blog_id,title,content,lessons,tags,duration,slug,image';
/** The home's list of modules (apps/web, `HOME_MODULE_FIELDS` in features/training/modules). */
const HOME_MODULE_FIELDS = 'id,blog_id,title,slug,image,status,canView,lessons';
const LIBRARY_VIDEO = /\/wp-json\/wp\/v2\/video\/(\d+)\/?(?:[?#].*)?$/;

const lag = monitorEventLoopDelay({ resolution: 10 });
lag.enable();

/** A small seeded generator, so a run with the same settings makes the same choices. */
function random(start) {
  let state = start >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 4_294_967_296;
  };
}

const times = new Map();
const errors = new Map();
const errorSamples = [];
let calls = 0;
/** Per member: the last position an instance acknowledged, and every completion acknowledged. */
const acknowledged = new Map();

const record = (kind, ms, failure) => {
  calls++;
  if (!times.has(kind)) times.set(kind, []);
  times.get(kind).push(ms);
  if (failure) {
    errors.set(kind, (errors.get(kind) ?? 0) + 1);
    if (errorSamples.length < 20) errorSamples.push(`${kind}: ${failure}`);
  }
};

/** Waits, but never past the end of the run: a member thinking then does not hold the results. */
const sleep = (ms) =>
  new Promise((resolve) => setTimeout(resolve, Math.max(0, Math.min(ms, deadline - Date.now()))));
const stopped = () => Date.now() >= deadline;

/** One call, timed under `kind`; its JSON answer, or undefined when it failed (counted). */
async function call(kind, base, path, { method = 'GET', token, body } = {}) {
  const started = performance.now();
  try {
    const response = await fetch(`${base}/wp-json${path}`, {
      method,
      headers: {
        ...(body !== undefined && { 'content-type': 'application/json' }),
        ...(token && { authorization: `Bearer ${token}` }),
      },
      ...(body !== undefined && { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    const ms = performance.now() - started;
    if (response.status < 200 || response.status > 299) {
      record(kind, ms, `${response.status} ${method} ${path} ${text.slice(0, 120)}`);
      return undefined;
    }
    record(kind, ms);
    return text ? JSON.parse(text) : null;
  } catch (error) {
    record(kind, performance.now() - started, `${method} ${path} ${error?.cause?.code ?? error}`);
    return undefined;
  }
}

/** A search as members type one: a word, two, or a word cut short (the app searches as typed). */
function query(next) {
  const word = () => words[Math.floor(next() * words.length)];
  const roll = next();
  if (roll < 0.5) return word();
  if (roll < 0.85) return `${word()} ${word()}`;
  const cut = word();
  return cut.slice(0, Math.max(3, Math.ceil(cut.length * 0.6)));
}

async function journey(member, next, round) {
  const pause = () => sleep(think[0] * 1000 + next() * (think[1] - think[0]) * 1000);
  // Calls alternate between the instances as a balancer's would, so writes and the reads that
  // follow them meet different instances.
  let turn = member + round;
  const base = () => bases[turn++ % bases.length];
  const email = `member${member + 1}@${size.toLowerCase()}.campus.test`;
  const signedIn = await call('sign-in', base(), '/jwt-auth/v1/token', {
    method: 'POST',
    body: { user_email: email, password: PASSWORD, options: {} },
  });
  const token = signedIn?.token;
  if (!token) return;
  const mine = { token };

  // The home: the dashboard's courses and products, the learning's modules and saved positions.
  if (stopped()) return;
  await pause();
  if (stopped()) return;
  const home = base();
  await Promise.all([
    call('home: products', home, '/wp/v2/product?per_page=100', mine),
    call('home: my courses', home, '/wp/v2/course?context=mine&per_page=100', mine),
    call(
      'home: modules',
      home,
      `/wp/v2/playlist?per_page=100&offset=0&_fields=${HOME_MODULE_FIELDS}`,
      mine,
    ),
    call('home: positions', home, '/wp/v2/lesson-positions?per_page=20', mine),
  ]);

  // A module, and the related ones the module screen shows under it.
  await pause();
  if (stopped()) return;
  const chosen = modules[Math.floor(next() * modules.length)];
  const at = base();
  const module = await call(
    'module',
    at,
    `/wp/v2/playlist/${chosen.slug}?_fields=${MODULE_FIELDS}`,
    mine,
  );
  if (!module) return;
  const tags = module.tags.map((tag) => tag.slug).join(',');
  await call(
    'module: related',
    at,
    `/wp/v2/playlist?per_page=3&training_tag=${encodeURIComponent(tags)}&post__not_in=${module.id},${module.blog_id}`,
    mine,
  );

  // A lesson of it, a video when it has one: the lesson, where the member stopped, its video.
  await pause();
  if (stopped()) return;
  const slug = chosen.videos.length
    ? chosen.videos[Math.floor(next() * chosen.videos.length)]
    : chosen.lessons[Math.floor(next() * chosen.lessons.length)];
  const lessonAt = base();
  const lesson = await call(
    'lesson',
    lessonAt,
    `/wp/v2/lesson/${slug}?_fields=${LESSON_FIELDS}`,
    mine,
  );
  if (!lesson) return;
  const [position] = await Promise.all([
    call('lesson: position', lessonAt, `/wp/v2/lesson/${lesson.id}/position`, mine),
    LIBRARY_VIDEO.test(lesson.video_url ?? '')
      ? call(
          'lesson: video',
          lessonAt,
          `/wp/v2/video/${LIBRARY_VIDEO.exec(lesson.video_url)[1]}`,
          mine,
        )
      : undefined,
  ]);

  // Watching: the player sends where it is every 10 s; each save may meet either instance.
  let seconds = Number(position?.position ?? 0);
  const saves = watch[0] + Math.floor(next() * (watch[1] - watch[0] + 1));
  for (let save = 0; save < saves && !stopped(); save++) {
    await sleep(10_000);
    if (stopped()) break;
    seconds += 10;
    const at = turn % bases.length;
    const saved = await call('video position', base(), `/wp/v2/lesson/${lesson.id}/position`, {
      ...mine,
      method: 'PUT',
      body: { position: seconds, duration: 36_000 },
    });
    if (saved) {
      const kept = acknowledged.get(member) ?? { completions: [] };
      kept.position = { lesson: lesson.id, position: seconds, instance: at, token };
      acknowledged.set(member, kept);
    }
  }

  await pause();
  if (stopped()) return;
  await call(
    'search',
    base(),
    `/wp/v2/search?search=${encodeURIComponent(query(next))}&offset=0&per_page=20`,
    mine,
  );

  await pause();
  if (stopped()) return;
  const completeAt = turn % bases.length;
  const completed = await call('complete lesson', base(), '/wp/v2/playlist/lesson-complete', {
    ...mine,
    method: 'POST',
    body: {
      lesson_id: lesson.id,
      lesson_blog_id: lesson.blog_id,
      playlist_id: module.id,
      playlist_blog_id: module.blog_id,
    },
  });
  if (completed) {
    const kept = acknowledged.get(member) ?? { completions: [] };
    kept.completions.push({ module: module.id, lesson: lesson.id, instance: completeAt, token });
    acknowledged.set(member, kept);
  }

  await pause();
  if (stopped()) return;
  await call('sign out', base(), '/wp/v2/user/logout', { ...mine, method: 'POST', body: {} });
}

async function member(index, order) {
  // Starts spread evenly over the ramp, so sign-ins arrive as a steady stream, not all at once.
  await sleep(Math.max(0, startAt + order * rampMs - Date.now()));
  const next = random(seed * 100_003 + index);
  for (let round = 0; !stopped(); round++) {
    await journey(index, next, round);
    if (!stopped()) await sleep(think[0] * 1000 + next() * (think[1] - think[0]) * 1000);
  }
}

await Promise.all(members.map(({ index, order }) => member(index, order)));
lag.disable();
parentPort.postMessage({
  calls,
  times: [...times],
  errors: [...errors],
  errorSamples,
  acknowledged: [...acknowledged],
  // The histogram holds each timer's whole interval: the lag is what passed beyond the 10 ms asked.
  lag: {
    p50: Math.max(0, lag.percentile(50) / 1e6 - 10),
    p99: Math.max(0, lag.percentile(99) / 1e6 - 10),
    max: Math.max(0, lag.max / 1e6 - 10),
  },
});
