export { analyticsSaga } from './sagas';
export { trackCreateCourse, trackCourseCreated, chatEventSent } from './slice';
