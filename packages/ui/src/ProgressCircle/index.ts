export { ProgressCircle } from './ProgressCircle';
export type { ProgressCircleProps } from './ProgressCircle';
