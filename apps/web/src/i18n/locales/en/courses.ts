/** English strings of the courses area: the spec's own wording where it has one. */
const courses = {};

export type CoursesMessages = typeof courses;
export default courses;
