export { analyticsSaga } from './sagas';
export { trackCreateCourse, trackCourseCreated } from './slice';
