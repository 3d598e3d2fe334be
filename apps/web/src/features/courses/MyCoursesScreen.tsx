import { useEffect } from 'react';
import { useTranslation } from '../../i18n';
import { useDispatch, useSelector } from 'react-redux';
import { CourseRunCard } from './CourseRunCard';
import { productOf } from './runProgress';
import { selectLibrary, selectMyCourses } from './selectors';
import { myCoursesRequested } from './slice';
import { selectLoggedIn } from '../session';
import { Actions, ButtonLink, CardGrid, CardSkeletons, EmptyState, ErrorState, Heading, Lead, Page, SignInPrompt } from './ui';

/** /courses: the member's active course runs. */
export function MyCoursesScreen() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const mine = useSelector(selectMyCourses);
  const library = useSelector(selectLibrary);
  const loggedIn = useSelector(selectLoggedIn);
  useEffect(() => {
    if (loggedIn) dispatch(myCoursesRequested());
  }, [dispatch, loggedIn]);

  if (!loggedIn) return <SignInPrompt title={t('courses.mine.title')} returnTo="/courses" />;

  return (
    <Page aria-labelledby="courses-title">
      <Heading id="courses-title">{t('courses.mine.title')}</Heading>
      <Lead>{t('courses.mine.intro')}</Lead>
      {mine.status === 'failed' ? (
        <ErrorState message={mine.error?.message} onRetry={() => dispatch(myCoursesRequested())} />
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
