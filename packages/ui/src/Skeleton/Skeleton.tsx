import { forwardRef, type HTMLAttributes } from 'react';
import { SkeletonRoot } from './Skeleton.styles';

export interface SkeletonProps extends HTMLAttributes<HTMLSpanElement> {
  /** CSS inline size. @default '100%' */
  width?: string | number;
  /** CSS block size. @default '1em' */
  height?: string | number;
  /** Outline. @default 'rect' */
  shape?: 'rect' | 'circle';
}

/** A decorative loading placeholder, hidden from assistive technology. */
export const Skeleton = forwardRef<HTMLSpanElement, SkeletonProps>(function Skeleton(
  { width = '100%', height = '1em', shape = 'rect', style, ...rest },
  ref,
) {
  return (
    <SkeletonRoot
      ref={ref}
      aria-hidden="true"
      data-shape={shape}
      style={{ inlineSize: width, blockSize: height, ...style }}
      {...rest}
    />
  );
});
