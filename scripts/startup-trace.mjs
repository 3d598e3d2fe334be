// Reading a page load's start-up work out of a Chrome trace, shared by the route budget
// (`route-budget.mjs`) and the start-up profile (`startup-profile.mjs`).

/**
 * The page's main thread: the thread that compiled and called the app's own scripts (served from
 * `base`). Chromium's own interface runs scripts in a renderer too (its omnibox popup, at times
 * more of them than the page), and a choice by script count alone measured that renderer on about
 * one load in three. Returns `pid:tid`, or undefined when no script of the app ran.
 */
export function mainThreadOf(events, base) {
  const scripted = new Map();
  for (const event of events) {
    if (!['v8.compileModule', 'FunctionCall', 'EvaluateScript'].includes(event.name)) continue;
    const url = event.args?.data?.url ?? event.args?.url ?? '';
    if (!url.startsWith(base)) continue;
    const thread = `${event.pid}:${event.tid}`;
    scripted.set(thread, (scripted.get(thread) ?? 0) + 1);
  }
  return [...scripted].sort((a, b) => b[1] - a[1])[0]?.[0];
}

/**
 * The main thread's work in a trace of one page load: its CPU time in all and its longest task, in
 * thread time (`tdur`), or in clock time (`dur`) when `clock` is set: under CPU throttling the
 * thread is held still between its slices, so only the clock shows the slowed-down work.
 */
export function startupWork(events, base, { clock = false } = {}) {
  const main = mainThreadOf(events, base);
  if (main === undefined) return { cpu: null, longestTask: null };
  let cpu = 0;
  let longest = 0;
  for (const event of events) {
    if (event.name !== 'ThreadControllerImpl::RunTask' || event.ph !== 'X') continue;
    if (`${event.pid}:${event.tid}` !== main) continue;
    const ms = ((clock ? event.dur : event.tdur) ?? 0) / 1000;
    cpu += ms;
    longest = Math.max(longest, ms);
  }
  return { cpu: Math.round(cpu), longestTask: Math.round(longest) };
}

/** What a visitor's browser holds on a first visit: consent given, so no banner covers the page. */
export function visitorState(base) {
  return {
    cookies: [],
    origins: [{ origin: base, localStorage: [{ name: 'cookies_agreed', value: '1' }] }],
  };
}

/** What a remembered sign-in leaves in the browser: the token and profile, as the app stores them. */
export function memberState(base, { token, profile }) {
  return {
    cookies: [{ name: 'remember_me', value: '1', url: base }],
    origins: [
      {
        origin: base,
        localStorage: [
          { name: 'cookies_agreed', value: '1' },
          { name: 'token', value: token },
          { name: 'profile', value: JSON.stringify(profile) },
        ],
      },
    ],
  };
}
