import type { Lesson, Playlist } from '@campus/api-client';
import { useTranslation } from '../../i18n';
import { useLocaleFormats } from '../../kit/localeFormats';
import { dateTimeFormat } from '../../kit/intl';
import { Link } from '../../kit/Link';
import { styled } from 'styled-components';

const List = styled.ol`
  display: grid;
  gap: 4px;
  margin: 0;
  padding: 0;
  list-style: none;

  a {
    display: flex;
    gap: 8px;
    align-items: center;
    padding: 8px;
    border-radius: ${({ theme }) => theme.radius.small};
    color: ${({ theme }) => theme.color.text};
    text-decoration: none;
  }

  a:hover {
    background: ${({ theme }) => theme.color.track};
  }

  a[aria-current='page'] {
    background: ${({ theme }) => theme.color.track};
    font-weight: 600;
  }
`;

const Mark = styled.span<{ $done: boolean }>`
  display: inline-grid;
  place-items: center;
  flex: none;
  inline-size: 24px;
  block-size: 24px;
  border: 2px solid ${({ theme, $done }) => ($done ? theme.color.success : theme.color.border)};
  border-radius: 50%;
  background: ${({ theme, $done }) => ($done ? theme.color.success : 'transparent')};
  color: ${({ theme }) => theme.color.onPrimary};
  font-size: 0.875rem;
`;

const Meta = styled.span`
  display: block;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.small};
  font-weight: 400;
`;

/** The module's lessons with their completion marks. */
export function LessonList({
  playlist,
  completed,
  currentId,
  label,
}: {
  playlist: Playlist;
  completed: Record<number, string>;
  currentId?: number;
  label: string;
}) {
  const { t } = useTranslation();
  const formats = useLocaleFormats();
  const dateText = (iso: string) =>
    dateTimeFormat(formats.dates, { dateStyle: 'medium' }).format(new Date(iso));
  const doneOn = (lesson: Lesson) =>
    completed[lesson.id] ?? (lesson.complete ? (lesson.completed_on ?? '') : undefined);
  return (
    <nav aria-label={label}>
      <List>
        {playlist.lessons.map((lesson) => {
          const on = doneOn(lesson);
          return (
            <li key={lesson.id}>
              <Link
                to={`/training/${playlist.slug}/${lesson.slug}`}
                aria-current={lesson.id === currentId ? 'page' : undefined}
              >
                <Mark $done={on !== undefined} aria-hidden="true">
                  {on !== undefined ? '✓' : ''}
                </Mark>
                <span>
                  <bdi>{lesson.title}</bdi>
                  <Meta>
                    {t(lesson.type === 'video' ? 'training.video' : 'training.article')}
                    {on !== undefined &&
                      ` · ${on ? t('training.completedOn', { date: dateText(on) }) : t('training.complete')}`}
                  </Meta>
                </span>
              </Link>
            </li>
          );
        })}
      </List>
    </nav>
  );
}
