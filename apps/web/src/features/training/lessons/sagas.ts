import { fork, takeEvery, takeLatest } from 'redux-saga/effects';
import { completeModule, lessonSupervisor, videoCompleted } from './openLesson';
import { savePosition } from './positions';
import { completeModuleClicked, videoProgressed, videoWatched } from './slice';

export function* lessonsSaga() {
  yield takeLatest(videoProgressed.type, savePosition);
  yield takeEvery(videoWatched.type, videoCompleted);
  yield takeEvery(completeModuleClicked.type, completeModule);
  yield fork(lessonSupervisor);
}
