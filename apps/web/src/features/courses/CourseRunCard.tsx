import type { Course, Product } from '@campus/api-client';
import { LinearProgress } from '@campus/ui';
import { useTranslation } from '../../i18n';
import { useLocaleFormats } from '../../kit/localeFormats';
import { formatDate } from './format';
import { runProgress } from './runProgress';
import { Actions, ButtonLink, Card, Muted } from '../../kit/ui';
import { Badge } from './parts';

/** One course run: its series, start, week reached, progress and next session. */
export function CourseRunCard({
  course,
  product,
  now,
}: {
  course: Course;
  product?: Product;
  now?: Date;
}) {
  const { t } = useTranslation();
  const formats = useLocaleFormats();
  const progress = runProgress(course, product, now);
  const date = (d: Date) => formatDate(d, formats.dates);
  const seriesTitle = product?.title ?? String(course.product_title ?? course.slug);
  const titleId = `course-run-${course.id}`;
  return (
    <Card aria-labelledby={titleId}>
      <h3 id={titleId}>
        <bdi>{course.title}</bdi>
      </h3>
      <Muted>{t('courses.mine.series', { title: seriesTitle })}</Muted>
      {progress.start && (
        <p>
          {progress.state === 'upcoming'
            ? t('courses.common.startsOn', { date: date(progress.start) })
            : t('courses.common.startedOn', { date: date(progress.start) })}
        </p>
      )}
      {progress.weeks > 0 && (
        <>
          <Badge data-tone={progress.state === 'completed' ? 'success' : undefined}>
            {progress.state === 'upcoming'
              ? t('courses.common.notStarted')
              : progress.state === 'completed'
                ? t('courses.common.completed')
                : t('courses.common.weekOf', {
                    week: progress.weeksDone + 1,
                    weeks: progress.weeks,
                  })}
          </Badge>
          <LinearProgress
            value={progress.percent}
            aria-label={t('courses.common.progressLabel', { title: course.title })}
            aria-valuetext={`${progress.percent}%`}
          />
        </>
      )}
      {progress.current && (
        <p>{t('courses.common.currentSession', { title: progress.current.title })}</p>
      )}
      {progress.next && (
        <p>
          {t('courses.common.nextSession', {
            title: progress.next.session.title,
            date: date(progress.next.date),
          })}
        </p>
      )}
      <Actions>
        <ButtonLink to={`/courses/run/${course.slug}`} aria-describedby={titleId}>
          {t('courses.run.resourcesTitle')}
        </ButtonLink>
      </Actions>
    </Card>
  );
}
