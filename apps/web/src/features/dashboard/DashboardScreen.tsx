import { Suspense } from 'react';
import { useTranslation } from '../../i18n';
import { useSelector } from 'react-redux';
import { styled } from 'styled-components';
import { CourseRunCard, productOf, useMyCourses } from '../courses';
import {
  ButtonLink,
  CardGrid,
  CardSkeletons,
  EmptyState,
  ErrorState,
  Heading,
  Lead,
  Page,
  SignInPrompt,
  SubHeading,
} from '../../kit/ui';
import { RecentResources } from '../resources/parts';
import { selectProfileLabel, selectSeesTrainingDespiteTheme } from '../session';
import { LearningHome } from '../training';
import { LearningHomePlaceholder } from '../../kit/LearningSection';
import { useSettings } from '../../kit/SettingsContext';

/** How many runs the dashboard shows before "See all". */
export const DASHBOARD_RUNS = 3;

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`;

const QuickLinks = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/**
 * /dashboard, the member's home: where to pick up their learning (when the Learning Centre is open
 * to them, by the same rule as its routes), their course runs, quick links, and the newest
 * resources with the way to the whole library.
 */
export function DashboardScreen() {
  const { t } = useTranslation();
  const name = useSelector(selectProfileLabel);
  const trainingOpen = useSelector(selectSeesTrainingDespiteTheme);
  const localeTeaches = useSettings().locale.training.enable;
  const learns = trainingOpen && localeTeaches;
  const { mine, library, loggedIn, reload } = useMyCourses();
  const runs = mine.items.slice(0, DASHBOARD_RUNS);
  if (!loggedIn) return <SignInPrompt title={t('courses.dashboard.title')} returnTo="/dashboard" />;

  return (
    <Page aria-labelledby="dashboard-title">
      <div>
        <Heading id="dashboard-title">{t('courses.dashboard.title')}</Heading>
        <Lead>
          {name ? t('courses.dashboard.greeting', { name }) : t('courses.dashboard.welcome')}
        </Lead>
      </div>
      {learns && (
        <Suspense fallback={<LearningHomePlaceholder />}>
          <LearningHome />
        </Suspense>
      )}
      <Section aria-labelledby="dashboard-active">
        <SubHeading id="dashboard-active">{t('courses.dashboard.activeTitle')}</SubHeading>
        {mine.status === 'failed' ? (
          <ErrorState message={mine.error?.message} onRetry={reload} />
        ) : mine.status !== 'ready' ? (
          <CardSkeletons label={t('courses.dashboard.activeTitle')} />
        ) : runs.length === 0 ? (
          <EmptyState title={t('courses.dashboard.noActive')}>
            <ButtonLink to="/course-library">{t('courses.mine.toLibrary')}</ButtonLink>
          </EmptyState>
        ) : (
          <>
            <CardGrid>
              {runs.map((course) => (
                <li key={course.id}>
                  <CourseRunCard course={course} product={productOf(course, library.items)} />
                </li>
              ))}
            </CardGrid>
            {mine.items.length > DASHBOARD_RUNS && (
              <div>
                <ButtonLink to="/courses" data-variant="secondary">
                  {t('courses.dashboard.seeAll')}
                </ButtonLink>
              </div>
            )}
          </>
        )}
      </Section>
      <Section aria-labelledby="dashboard-links">
        <SubHeading id="dashboard-links">{t('courses.dashboard.quickLinks')}</SubHeading>
        <nav aria-labelledby="dashboard-links">
          <QuickLinks>
            <li>
              <ButtonLink to="/courses" data-variant="secondary">
                {t('courses.dashboard.linkCourses')}
              </ButtonLink>
            </li>
            <li>
              <ButtonLink to="/course-library" data-variant="secondary">
                {t('courses.dashboard.linkLibrary')}
              </ButtonLink>
            </li>
            <li>
              <ButtonLink to="/courses/new/step/1/" data-variant="secondary">
                {t('courses.dashboard.linkCreate')}
              </ButtonLink>
            </li>
            <li>
              <ButtonLink to="/user/profile" data-variant="secondary">
                {t('courses.dashboard.linkProfile')}
              </ButtonLink>
            </li>
          </QuickLinks>
        </nav>
      </Section>
      <Section aria-labelledby="dashboard-resources">
        <SubHeading id="dashboard-resources">{t('courses.dashboard.resourcesTitle')}</SubHeading>
        <RecentResources />
        <div>
          <ButtonLink to="/resources" data-variant="secondary">
            {t('courses.dashboard.seeAllResources')}
          </ButtonLink>
        </div>
      </Section>
    </Page>
  );
}

export default DashboardScreen;
