export { coursesSlice, libraryRequested, myCoursesRequested } from './slice';
export type { CoursesState, AreaError } from './slice';
export { coursesSaga } from './sagas';
export { coursesRoutes } from './routes';
export { selectLibrary, selectMyCourses } from './selectors';
export { useMyCourses } from './useMyCourses';
export { CourseRunCard } from './CourseRunCard';
export { productOf, runProgress } from './runProgress';
export { registerPaymentProvider } from './payment/providers';
export type { PaymentFormProps, PaymentFormLoader } from './payment/providers';
export {
  Actions,
  ButtonLink,
  Card,
  CardGrid,
  CardSkeletons,
  EmptyState,
  ErrorState,
  Heading,
  Lead,
  Page,
  SignInPrompt,
  SubHeading,
} from './ui';
