// The phone the performance checks simulate, made the same on any host.

/**
 * The phone's CPU slowdown for a host whose Lighthouse benchmark index is `benchmarkIndex`: the
 * multiplier that makes this host a mid-tier phone, from Lighthouse's CPU throttling calculator
 * (1,533 → 4×, 1,300 → 3×, 800 → 2×, 150 → 1×, linear in between). A fixed 4× makes a slow or busy
 * host a slower phone than the floors assume and a fast one a faster phone; a multiplier taken from
 * the index each run measured before its own page load keeps the simulated phone the same on any
 * host (README: "Lighthouse budgets").
 */
export function phoneCpuSlowdown(benchmarkIndex) {
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  return Math.max(1, 1 + (benchmarkIndex - 150) / 650);
}
