import { useTranslation } from '../../i18n';
import { CourseRunCard } from './CourseRunCard';
import { productOf } from './runProgress';
import { useMyCourses } from './useMyCourses';
import {
  Actions,
  ButtonLink,
  CardGrid,
  CardSkeletons,
  EmptyState,
  ErrorState,
  Heading,
  Lead,
  Page,
  SignInPrompt,
} from '../../kit/ui';

/** /courses: the member's active course runs. */
export function MyCoursesScreen() {
  const { t } = useTranslation();
  const { mine, library, loggedIn, reload } = useMyCourses();

  if (!loggedIn) return <SignInPrompt title={t('courses.mine.title')} returnTo="/courses" />;

  return (
    <Page aria-labelledby="courses-title">
      <Heading id="courses-title">{t('courses.mine.title')}</Heading>
      <Lead>{t('courses.mine.intro')}</Lead>
      {mine.status === 'failed' ? (
        <ErrorState message={mine.error?.message} onRetry={reload} />
      ) : mine.status !== 'ready' ? (
        <CardSkeletons label={t('courses.mine.title')} />
      ) : mine.items.length === 0 ? (
        <EmptyState title={t('courses.mine.empty')}>
          <p>{t('courses.mine.emptyHint')}</p>
          <ButtonLink to="/course-library">{t('courses.mine.toLibrary')}</ButtonLink>
        </EmptyState>
      ) : (
        <>
          <CardGrid>
            {mine.items.map((course) => (
              <li key={course.id}>
                <CourseRunCard course={course} product={productOf(course, library.items)} />
              </li>
            ))}
          </CardGrid>
          <Actions>
            <ButtonLink to="/courses/new/step/1/" data-variant="secondary">
              {t('courses.mine.create')}
            </ButtonLink>
          </Actions>
        </>
      )}
    </Page>
  );
}

export default MyCoursesScreen;
