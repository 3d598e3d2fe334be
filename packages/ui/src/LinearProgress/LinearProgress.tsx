import { forwardRef, type HTMLAttributes } from 'react';
import { Track, TrackBar } from './LinearProgress.styles';

export interface LinearProgressProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** Percent 0..100; leave out for an indeterminate bar. @default undefined */
  value?: number;
}

/** A thin progress bar; without a value it is indeterminate (no `aria-valuenow`). */
export const LinearProgress = forwardRef<HTMLDivElement, LinearProgressProps>(
  function LinearProgress({ value, ...rest }, ref) {
    const percent = value === undefined ? undefined : Math.min(100, Math.max(0, value));
    return (
      <Track
        ref={ref}
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent === undefined ? undefined : Math.round(percent)}
        {...rest}
      >
        <TrackBar
          data-indeterminate={percent === undefined ? '' : undefined}
          style={percent === undefined ? undefined : { inlineSize: `${percent}%` }}
        />
      </Track>
    );
  },
);
