import type { Lesson } from '@campus/api-client';
import { Button, TextField } from '@campus/ui';
import { useEffect, useState, type FormEvent, type MouseEvent } from 'react';
import { useTranslation } from '../../i18n';
import { useDispatch, useSelector } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import { Link } from '../../kit/Link';
import { styled } from 'styled-components';
import { useSettings } from '../../kit/SettingsContext';
import {
  CardList,
  LessonCard,
  PlaylistCard,
  RowList,
  SectionTitle,
  TrainingCardSkeletons,
} from './cards';
import { FieldWithButton, Heading, Page } from '../../kit/ui';
import { ConnectionNotice } from '../../kit/ConnectionNotice';
import { SavedOffline, useSavedWhileOffline } from '../offline/parts';
import {
  dashboardRequested,
  moreModulesRequested,
  selectTrainingDashboard,
  trainingVisited,
} from './modules';

const Categories = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;

  a {
    display: inline-block;
    padding: 8px 12px;
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.small};
    color: ${({ theme }) => theme.color.primary};
  }
`;

const Columns = styled.div`
  display: grid;
  gap: 24px;

  @media (min-width: 768px) {
    grid-template-columns: 1fr 1fr;
  }
`;

/** /training, the Learning Centre dashboard. */
export function TrainingScreen() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const settings = useSettings();
  const dashboard = useSelector(selectTrainingDashboard);
  const savedHere = useSavedWhileOffline();
  const [query, setQuery] = useState('');

  useEffect(() => {
    dispatch(dashboardRequested());
    dispatch(trainingVisited());
  }, [dispatch]);

  // A module not saved here has nothing to show offline: the list stays, and says why, rather than
  // giving way to an error page (README, "Offline"; screens.test.tsx).
  const [held, setHeld] = useState(false);
  const needsConnection = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    setHeld(true);
  };

  const search = (event: FormEvent) => {
    event.preventDefault();
    const q = query.trim();
    if (q) navigate(`/search?q=${encodeURIComponent(q)}&section=training`);
  };
  const loading = dashboard.status !== 'loaded';

  return (
    <Page aria-labelledby="training-title">
      <Heading id="training-title">{t('training.title')}</Heading>
      {settings.theme.supports.search === true && (
        <FieldWithButton as="form" role="search" onSubmit={search}>
          <TextField
            label={t('training.searchLabel')}
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
          <Button type="submit" variant="primary">
            {t('training.searchButton')}
          </Button>
        </FieldWithButton>
      )}
      <SavedOffline />
      <section aria-labelledby="training-modules" aria-busy={loading}>
        <SectionTitle id="training-modules">{t('training.modules')}</SectionTitle>
        {loading ? (
          <TrainingCardSkeletons count={6} label={t('training.modules')} />
        ) : dashboard.modules.length === 0 ? (
          <p>{t('training.noModules')}</p>
        ) : (
          <CardList>
            {dashboard.modules.map((playlist) => {
              const notHere = savedHere !== null && !savedHere.has(playlist.id);
              return (
                <li key={playlist.id}>
                  <PlaylistCard
                    playlist={playlist}
                    note={notHere ? t('training.notSavedHere') : undefined}
                    onOpen={notHere ? needsConnection : undefined}
                  />
                </li>
              );
            })}
          </CardList>
        )}
        {!loading && dashboard.total > dashboard.modules.length && (
          <p>
            <Button
              variant="secondary"
              disabled={dashboard.loadingMore}
              onClick={() => dispatch(moreModulesRequested())}
            >
              {t('training.seeAll')}
            </Button>
          </p>
        )}
      </section>
      <Columns>
        <PopularLessons
          id="training-popular-articles"
          title={t('training.popularArticles')}
          lessons={dashboard.popularArticles}
          loading={loading}
        />
        <PopularLessons
          id="training-popular-videos"
          title={t('training.popularVideos')}
          lessons={dashboard.popularVideos}
          loading={loading}
        />
      </Columns>
      {!loading && dashboard.categories.length > 0 && (
        <section aria-labelledby="training-categories">
          <SectionTitle id="training-categories">{t('training.categories')}</SectionTitle>
          <Categories>
            {dashboard.categories.map((category) => (
              <li key={category.slug}>
                <Link to={`/training/category/${category.slug}`}>
                  <bdi>{category.name}</bdi>
                </Link>
              </li>
            ))}
          </Categories>
        </section>
      )}
      {held && <ConnectionNotice onClose={() => setHeld(false)} />}
    </Page>
  );
}

/** A column of the most viewed lessons of one kind, each opening on the article route. */
function PopularLessons({
  id,
  title,
  lessons,
  loading,
}: {
  id: string;
  title: string;
  lessons: Lesson[];
  loading: boolean;
}) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby={id}>
      <SectionTitle id={id}>{title}</SectionTitle>
      {loading ? (
        <TrainingCardSkeletons count={3} label={title} layout="row" hint={false} />
      ) : lessons.length === 0 ? (
        <p>{t('training.noPopular')}</p>
      ) : (
        <RowList>
          {lessons.map((lesson) => (
            <li key={lesson.id}>
              <LessonCard lesson={lesson} to={`/training/article/${lesson.slug}`} layout="row" />
            </li>
          ))}
        </RowList>
      )}
    </section>
  );
}

export default TrainingScreen;
