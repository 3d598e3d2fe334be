export { Stepper } from './Stepper';
export type { StepperProps, StepperStep } from './Stepper';
export { useStepper, useControllableState } from './useStepper';
export type { UseStepperOptions } from './useStepper';
