import { forwardRef, type HTMLAttributes } from 'react';
import { Bar, Root, Track } from './ProgressCircle.styles';

export interface ProgressCircleProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** Percent complete, clamped to 0..100. */
  value: number;
  /** Outer diameter in px. @default 25 */
  diameter?: number;
  /** Ring thickness in px. @default 2 */
  strokeWidth?: number;
  /** Text at 0. @default 'Not Started' */
  notStartedLabel?: string;
  /** Text at 100. @default 'Completed' */
  completedLabel?: string;
  /** Show the status text beside the ring. @default true */
  showLabel?: boolean;
  /** What the progress is of ("Module progress"), read out with the percentage. @default undefined */
  'aria-label'?: string;
}

function progressText(percent: number, labels: { notStarted: string; completed: string }): string {
  if (percent <= 0) return labels.notStarted;
  if (percent >= 100) return labels.completed;
  return `${Math.round(percent)}%`;
}

/** Module or lesson progress as a ring, exposed to assistive technology as a progressbar. */
export const ProgressCircle = forwardRef<HTMLDivElement, ProgressCircleProps>(
  function ProgressCircle(
    {
      value,
      diameter = 25,
      strokeWidth = 2,
      notStartedLabel = 'Not Started',
      completedLabel = 'Completed',
      showLabel = true,
      ...rest
    },
    ref,
  ) {
    const percent = Math.min(100, Math.max(0, Number.isFinite(value) ? value : 0));
    const text = progressText(percent, { notStarted: notStartedLabel, completed: completedLabel });
    const radius = (diameter - strokeWidth) / 2;
    const circumference = 2 * Math.PI * radius;
    return (
      <Root
        ref={ref}
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(percent)}
        aria-valuetext={text}
        data-state={percent >= 100 ? 'complete' : percent > 0 ? 'in-progress' : 'not-started'}
        {...rest}
      >
        <svg
          width={diameter}
          height={diameter}
          viewBox={`0 0 ${diameter} ${diameter}`}
          aria-hidden="true"
        >
          <Track
            cx={diameter / 2}
            cy={diameter / 2}
            r={radius}
            fill="none"
            strokeWidth={strokeWidth}
          />
          <Bar
            cx={diameter / 2}
            cy={diameter / 2}
            r={radius}
            fill="none"
            strokeWidth={strokeWidth}
            strokeDasharray={circumference}
            strokeDashoffset={circumference * (1 - percent / 100)}
            transform={`rotate(-90 ${diameter / 2} ${diameter / 2})`}
          />
        </svg>
        {showLabel && <span>{text}</span>}
      </Root>
    );
  },
);
