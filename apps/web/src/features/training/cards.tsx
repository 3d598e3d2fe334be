import type { Lesson, Playlist } from '@campus/api-client';
import { ProgressCircle, Skeleton } from '@campus/ui';
import { useDeferredValue, type ComponentProps, type MouseEvent } from 'react';
import { useSelector } from 'react-redux';
import { useTranslation } from '../../i18n';
import { Link } from '../../kit/Link';
import { CardSkeletons, cardSurface } from '../../kit/ui';
import { styled } from 'styled-components';
import { moduleProgress, selectCompleted } from './progress';

export const SectionTitle = styled.h2`
  margin: 0 0 12px;
  font-size: 1.25rem;
`;

export const CardList = styled.ul`
  display: grid;
  gap: 16px;
  grid-template-columns: repeat(auto-fill, minmax(240px, 1fr));
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** The image on top, or on the left (the start side) at 567px and below. */
const Card = styled.article`
  display: flex;
  flex-direction: column;
  block-size: 100%;
  overflow: hidden;
  ${cardSurface}

  img {
    display: block;
    inline-size: 100%;
    aspect-ratio: 16 / 9;
    object-fit: cover;
  }

  @media (max-width: 567px) {
    flex-direction: row;

    img {
      inline-size: 40%;
      flex: none;
    }
  }

  /* A short list beside another (the popular lessons): a small image at the start side, so three
     lessons take a glance rather than a screen each. */
  &[data-layout='row'] {
    flex-direction: row;

    img {
      inline-size: 128px;
      flex: none;
      align-self: start;
    }
  }
`;

/** One lesson per row (the popular lists); pairs with `LessonCard layout="row"`. */
export const RowList = styled.ul`
  display: grid;
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const CardBody = styled.div`
  display: grid;
  gap: 8px;
  padding: 12px;
  align-content: start;

  h3 {
    margin: 0;
    font-size: 1.0625rem;
  }

  /* The title is the card's link, and reads as a title: no underline until pointed at. The theme's
     focus ring still shows where the keyboard is. */
  :is(h2, h3, h4) > a {
    color: inherit;
    text-decoration: none;
  }
  :is(h2, h3, h4) > a:hover {
    color: ${({ theme }) => theme.color.primary};
    text-decoration: underline;
  }

  p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.small};
  }
`;

/** A module's progress ring, with the Learning Centre's words for not started and completed. */
export function ModuleRing({
  percent,
  label,
  diameter,
  strokeWidth,
}: {
  percent: number;
  /** What the ring measures, read out with its value. */
  label: string;
  diameter?: number;
  strokeWidth?: number;
}) {
  const { t } = useTranslation();
  return (
    <ProgressCircle
      value={percent}
      diameter={diameter}
      strokeWidth={strokeWidth}
      notStartedLabel={t('training.notStarted')}
      completedLabel={t('training.completed')}
      aria-label={label}
    />
  );
}

export function PlaylistCard({
  playlist,
  headingLevel = 3,
  note,
  onOpen,
}: {
  playlist: Playlist;
  headingLevel?: 2 | 3 | 4;
  /** A line under the counts (offline, that the module is not saved on this device). */
  note?: string | undefined;
  /** Runs as the module's link is followed; preventing its default keeps the page. */
  onOpen?: ((event: MouseEvent<HTMLAnchorElement>) => void) | undefined;
}) {
  const { t } = useTranslation();
  const completed = useSelector(selectCompleted);
  const progress = moduleProgress(playlist, completed);
  const Title = `h${headingLevel}` as 'h3';
  const image = playlist.image?.sizes.card_short?.url;
  return (
    <Card>
      {image && <img src={image} alt="" loading="lazy" />}
      <CardBody>
        <Title>
          <Link to={`/training/${playlist.slug}`} onClick={onOpen}>
            <bdi>{playlist.title}</bdi>
          </Link>
        </Title>
        <p>
          {t('training.lessonCount', { count: progress.lessonCount })} ·{' '}
          {t('training.articleCount', { count: progress.articleCount })} ·{' '}
          {t('training.videoCount', { count: progress.videoCount })}
        </p>
        {note && <p>{note}</p>}
        <ModuleRing
          percent={progress.percentComplete}
          label={t('training.cardProgress', { title: playlist.title })}
        />
      </CardBody>
    </Card>
  );
}

export function LessonCard({
  lesson,
  to,
  layout = 'tile',
}: {
  lesson: Lesson;
  to: string;
  /** `row`: a small image beside the text, for short lists. @default 'tile' */
  layout?: 'tile' | 'row';
}) {
  const { t } = useTranslation();
  const image = lesson.image?.sizes.card_short?.url;
  return (
    <Card data-layout={layout}>
      {image && <img src={image} alt="" loading="lazy" />}
      <CardBody>
        <h3>
          <Link to={to}>
            <bdi>{lesson.title}</bdi>
          </Link>
        </h3>
        <p>{t(lesson.type === 'video' ? 'training.video' : 'training.article')}</p>
        {lesson.excerpt && (
          <p>
            <bdi>{lesson.excerpt}</bdi>
          </p>
        )}
      </CardBody>
    </Card>
  );
}

/** The kit's placeholders in the shape of this room's cards: tiles, or rows (`layout`). */
export function TrainingCardSkeletons({
  layout = 'tile',
  ...props
}: Omit<ComponentProps<typeof CardSkeletons>, 'list' | 'card'> & {
  /** @default 'tile' */
  layout?: 'tile' | 'row';
}) {
  return (
    <CardSkeletons
      {...props}
      list={layout === 'row' ? RowList : CardList}
      card={<Skeleton height={layout === 'row' ? 96 : 200} />}
    />
  );
}

/** Up to 3 related playlist cards (README, "Learning Centre"). */
export function RelatedPlaylists({ playlists }: { playlists: Playlist[] }) {
  const { t } = useTranslation();
  // They come after the lesson or module, as a store change, which React draws at once, in one
  // task: its cards (their first styles included) are drawn after it, in short slices instead.
  const shown = useDeferredValue(playlists);
  if (shown.length === 0) return null;
  return (
    <section aria-labelledby="related-playlists">
      <SectionTitle id="related-playlists">{t('training.relatedPlaylists')}</SectionTitle>
      <CardList>
        {shown.slice(0, 3).map((playlist) => (
          <li key={playlist.id}>
            <PlaylistCard playlist={playlist} />
          </li>
        ))}
      </CardList>
    </section>
  );
}
