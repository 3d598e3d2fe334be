export { LinearProgress } from './LinearProgress';
export type { LinearProgressProps } from './LinearProgress';
