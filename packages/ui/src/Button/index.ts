export { Button } from './Button';
export type { ButtonProps } from './Button';
