/**
 * Lessons: the open lesson (an article's timer, a video's position), leaving it, and the dialog of
 * a module completed on it.
 */
export {
  completeModuleClicked,
  completionDialogClosed,
  completionDialogOpened,
  lessonHandedOver,
  lessonLoaded,
  lessonOpened,
  lessonsInitialState,
  lessonsSlice,
  videoProgressed,
  videoWatched,
  type LessonRef,
  type LessonsState,
} from './slice';
export { selectCompletionDialogOpen, selectOpenLesson } from './selectors';
export { lessonsSaga } from './sagas';
export { VIDEO_WATCHED_EVENT } from './openLesson';
