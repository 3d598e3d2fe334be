// What the phone checks do to a Chromium trace before Lighthouse simulates a phone from it.
import Trace from 'lighthouse/core/gather/gatherers/trace.js';

/**
 * Takes out of each task of the trace the time its thread spent waiting for a core: a task that ran
 * 20 ms on the CPU while other processes (the browser's own, the server, the tracing) held the
 * machine's two cores for another 40 ms lasted 60 ms on the clock. The simulated phone has its own
 * cores; only the page's work should be slowed down to its speed. Each top-level task is shortened
 * to its thread time (`tdur`), and what it contains is scaled with it, so nesting stays intact.
 */
export function withoutWaitingForTheCore(events) {
  const byThread = new Map();
  for (const event of events) {
    if (event.ph !== 'X' || typeof event.dur !== 'number') continue;
    const key = `${event.pid}:${event.tid}`;
    if (!byThread.has(key)) byThread.set(key, []);
    byThread.get(key).push(event);
  }
  for (const threadEvents of byThread.values()) {
    threadEvents.sort((a, b) => a.ts - b.ts || b.dur - a.dur);
    let task;
    let factor = 1;
    for (const event of threadEvents) {
      if (event.name === 'RunTask') {
        task = { start: event.ts, end: event.ts + event.dur };
        factor =
          typeof event.tdur === 'number' && event.dur > 0 ? Math.min(1, event.tdur / event.dur) : 1;
      } else if (!task || event.ts >= task.end) {
        continue;
      }
      event.ts = task.start + (event.ts - task.start) * factor;
      event.dur *= factor;
    }
  }
}

const SCRIPT_TEXT_CATEGORY = 'disabled-by-default-devtools.v8-source-rundown-sources';

/**
 * Lighthouse asks Chromium to copy the text of every script into its trace, for DevTools' trace
 * viewer (no audit reads it). Chromium copies it on the page's thread, in the task that runs the
 * app's first script: 13-24 ms for the app's 450 KB on hosts of this kind, which the simulated phone
 * then slows down as if it were the page's own work, about 100 ms of the median blocking time of
 * sign-on and the course library. No visitor's browser does it, so traces go without it
 * (apps/web README, "Lighthouse budgets").
 */
export function leaveScriptTextOutOfTraces() {
  const lighthouseCategories = Trace.getDefaultTraceCategories;
  Trace.getDefaultTraceCategories = () =>
    lighthouseCategories().filter((category) => category !== SCRIPT_TEXT_CATEGORY);
}
