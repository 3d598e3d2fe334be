import { forwardRef, type ReactNode } from 'react';
import { Button } from '../Button';
import { Actions, Marker, Root, Step, Steps, VisuallyHidden } from './Stepper.styles';
import { useStepper } from './useStepper';

export interface StepperStep {
  title: string;
  content: ReactNode;
}

export interface StepperProps {
  /**
   * The steps in order: each title goes in the step list (shown from two steps on), its content
   * shows while it is active.
   */
  steps: readonly StepperStep[];
  /** Controlled active step (0-based). @default undefined */
  activeStep?: number;
  /** Starting step when uncontrolled. @default 0 */
  defaultActiveStep?: number;
  /** Called on every step change (the app sends a resize event 10 ms after it). @default undefined */
  onStepChange?: (step: number) => void;
  /** When set, Next on the last step runs this instead of moving on; without it the last Next is hidden. @default undefined */
  onFinish?: () => void;
  /** Disables Next, e.g. while no download option is chosen. @default false */
  nextDisabled?: boolean;
  /** Text of the button that moves to the next step. @default 'Next' */
  nextLabel?: string;
  /** Label of Next on the last step. @default nextLabel */
  finishLabel?: string;
  /** Text of the button that returns to the previous step; hidden on the first step. @default 'Back' */
  backLabel?: string;
  /** Accessible name of the step list. @default 'Progress' */
  label?: string;
  /** Announced after a completed step's title. @default 'completed' */
  completedLabel?: string;
  className?: string;
}

/**
 * A linear stepper with titles, completed and active states, and Back/Next. With a single step the
 * step list is left out: the step's content and its button remain.
 */
export const Stepper = forwardRef<HTMLDivElement, StepperProps>(function Stepper(
  {
    steps,
    activeStep,
    defaultActiveStep,
    onStepChange,
    onFinish,
    nextDisabled = false,
    nextLabel = 'Next',
    finishLabel,
    backLabel = 'Back',
    label = 'Progress',
    completedLabel = 'completed',
    className,
  },
  ref,
) {
  const { active, isFirst, isLast, next, back } = useStepper({
    count: steps.length,
    activeStep,
    defaultActiveStep,
    onStepChange,
    onFinish,
  });
  return (
    <Root ref={ref} className={className}>
      {/* A list of one step tells nothing: the step's content and its button are the whole form. */}
      {steps.length > 1 && (
        <Steps aria-label={label}>
          {steps.map((step, index) => {
            const state = index < active ? 'completed' : index === active ? 'active' : 'upcoming';
            return (
              <Step
                key={step.title}
                data-state={state}
                aria-current={state === 'active' ? 'step' : undefined}
              >
                <Marker aria-hidden="true">{state === 'completed' ? '✓' : index + 1}</Marker>
                <span>
                  {step.title}
                  {state === 'completed' && <VisuallyHidden> ({completedLabel})</VisuallyHidden>}
                </span>
              </Step>
            );
          })}
        </Steps>
      )}
      <div role="group" aria-label={steps[active]?.title}>
        {steps[active]?.content}
      </div>
      <Actions>
        {isFirst ? (
          <span />
        ) : (
          <Button variant="secondary" onClick={back}>
            {backLabel}
          </Button>
        )}
        {(!isLast || onFinish) && (
          <Button onClick={next} disabled={nextDisabled}>
            {isLast ? (finishLabel ?? nextLabel) : nextLabel}
          </Button>
        )}
      </Actions>
    </Root>
  );
});
