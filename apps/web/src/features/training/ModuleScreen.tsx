import { Button, Skeleton } from '@campus/ui';
import { useEffect } from 'react';
import { useTranslation } from '../../i18n';
import { useDispatch, useSelector } from 'react-redux';
import { useParams } from 'react-router-dom';
import { styled } from 'styled-components';
import { LessonList } from './LessonList';
import { ButtonLink, Heading, Page } from '../../kit/ui';
import { ModuleRing, RelatedPlaylists } from './cards';
import { moduleAction, moduleProgress, selectCompleted, selectPendingCount } from './progress';
import { loadSanitizer, ServerHtml } from '../../kit/ServerHtml';
import { moduleRequested, moduleStarted, redoRequested, selectModule } from './modules';
import { ModuleOffline } from '../offline/parts';

// The page's main content is server HTML: fetch the sanitizer while the data loads.
void loadSanitizer();

const Summary = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 16px;
  align-items: center;

  p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

/** /training/:id, a module with Begin, Continue or Redo. */
export function ModuleScreen() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const { id = '' } = useParams();
  const module = useSelector(selectModule);
  const completed = useSelector(selectCompleted);
  const pending = useSelector(selectPendingCount);

  useEffect(() => {
    dispatch(moduleRequested(id));
  }, [dispatch, id]);

  if (module.status === 'notFound') {
    return (
      <Page aria-labelledby="module-missing">
        <Heading id="module-missing">{t('training.moduleNotFound')}</Heading>
        <ButtonLink data-variant="secondary" to="/training">
          {t('training.backToTraining')}
        </ButtonLink>
      </Page>
    );
  }
  const playlist = module.key === id ? module.playlist : null;
  if (!playlist) {
    return (
      <Page aria-busy="true" aria-label={t('training.title')}>
        <Skeleton height={36} width="60%" />
        <Skeleton height={120} />
        <Skeleton height={240} />
      </Page>
    );
  }
  const progress = moduleProgress(playlist, completed);
  const action = moduleAction(progress);
  return (
    <Page aria-labelledby="module-title">
      <p>
        <ButtonLink data-variant="secondary" to="/training">
          {t('training.backToTraining')}
        </ButtonLink>
      </p>
      <Heading id="module-title">
        <bdi>{playlist.title}</bdi>
      </Heading>
      <ServerHtml profile="content" html={playlist.content.rendered} />
      <Summary>
        <ModuleRing
          percent={progress.percentComplete}
          diameter={56}
          strokeWidth={5}
          label={t('training.moduleProgress')}
        />
        <p>
          {t('training.lessonCount', { count: progress.lessonCount })} ·{' '}
          {t('training.articleCount', { count: progress.articleCount })} ·{' '}
          {t('training.videoCount', { count: progress.videoCount })} ·{' '}
          {t('training.completeCount', {
            complete: progress.lessonsComplete,
            total: progress.lessonCount,
          })}
        </p>
        <Button
          variant="primary"
          disabled={module.resetting || progress.lessonCount === 0}
          onClick={() =>
            dispatch(
              action === 'redo'
                ? redoRequested({ moduleKey: id })
                : moduleStarted({ moduleKey: id }),
            )
          }
        >
          {t(`training.${action}`)}
        </Button>
      </Summary>
      <ModuleOffline moduleKey={id} moduleId={playlist.id} />
      {pending > 0 && <p role="status">{t('training.pendingSync')}</p>}
      <section aria-labelledby="module-lessons">
        <h2 id="module-lessons">{t('training.lessons')}</h2>
        <LessonList
          playlist={playlist}
          completed={completed}
          label={t('training.lessonsInModule')}
        />
      </section>
      <RelatedPlaylists playlists={module.related} />
    </Page>
  );
}

export default ModuleScreen;
