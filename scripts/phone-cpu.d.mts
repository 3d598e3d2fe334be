/** The CPU slowdown that makes a host of Lighthouse benchmark index `benchmarkIndex` a mid-tier phone. */
export function phoneCpuSlowdown(benchmarkIndex: number): number;
