import type { LessonsState } from './slice';

type State = { training: LessonsState };

export const selectOpenLesson = (state: State) => state.training.lesson;
/** The address of the lesson the page came with, until the lesson's saga takes it up. */
export const selectHandedOverLesson = (state: State) => state.training.handedOverLesson;
export const selectCompletionDialogOpen = (state: State) => state.training.completionDialogOpen;
export const selectVideoPosition = (state: State, lessonId: number) =>
  state.training.positions[lessonId];
export const selectDialogPendingFor = (state: State) => state.training.dialogPendingFor;
