import type { Lesson, Playlist, Video } from '@campus/api-client';
import { Player, type PlaybackState, type PlayerHandle } from '@campus/player';
import { Button, Dialog, LinearProgress, Skeleton } from '@campus/ui';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n';
import { useDispatch, useSelector } from 'react-redux';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { styled } from 'styled-components';
import { LessonList } from './LessonList';
import { ButtonLink, Heading, Page } from '../../kit/ui';
import { CardList, PlaylistCard, RelatedPlaylists } from './cards';
import { matchesKey, moduleProgress } from './progress';
import { loadSanitizer, ServerHtml } from '../../kit/ServerHtml';
import { playerLanguages } from '../../kit/playerLanguages';
import { usePlayerTexts } from '../../kit/playerTexts';
import {
  completeModuleClicked,
  completionDialogClosed,
  lessonOpened,
  videoProgressed,
  videoWatched,
} from './slice';
import { selectTraining } from './selectors';
import { selectLoggedIn } from '../session';

// The page's main content is server HTML: fetch the sanitizer while the data loads.
void loadSanitizer();

const Layout = styled.div`
  display: grid;
  gap: 24px;

  @media (min-width: 1024px) {
    grid-template-columns: minmax(0, 1fr) 300px;
    align-items: start;
  }
`;

const Article = styled(ServerHtml).attrs({ profile: 'content' })`
  line-height: 1.6;

  img {
    max-inline-size: 100%;
    block-size: auto;
  }
`;

const Stage = styled.div`
  position: relative;
  container-type: inline-size;
`;

// The overlay covers the 16:9 video down to the top of video.js's control bar (3em of its 10px
// type), so the bar stays in reach at the end, above all on phones where the overlay's buttons
// otherwise sit on it. The kit's secondary button is outline text in the primary colour, too
// faint on the dark backdrop, so Replay is filled white here.
const EndOverlay = styled.div`
  position: absolute;
  inset: 0 0 auto;
  block-size: calc(100cqi * 9 / 16 - 30px);
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  align-items: center;
  justify-content: center;
  padding: 16px;
  background: rgb(0 0 0 / 75%);

  && [data-variant='secondary'] {
    border-color: #fff;
    background: #fff;
    color: #141414;
  }
`;

const Steps = styled.div`
  display: flex;
  margin-block-start: 16px;
  flex-wrap: wrap;
  gap: 12px;
  justify-content: space-between;
`;

const Notice = styled.div`
  padding: 16px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.color.surface};

  h2 {
    margin-block-start: 0;
  }

  p:last-child {
    display: flex;
    gap: 16px;
    margin-block-end: 0;
  }
`;

const lessonUrl = (playlist: Playlist, lesson: Lesson) =>
  `/training/${playlist.slug}/${lesson.slug}`;

/** The addresses of spec 2 §2: in a module, standalone (article/:id) or in a category. */
function useLessonRef() {
  const { id = '', lessonId, categoryid } = useParams();
  const { pathname } = useLocation();
  return lessonId !== undefined
    ? { moduleKey: id, lessonKey: lessonId, pathname }
    : { lessonKey: id, categoryKey: categoryid, pathname };
}

function VideoLesson({
  lesson,
  video,
  startAt,
  next,
  lastStep,
}: {
  lesson: Lesson;
  /** The library video the lesson names, if it names one. */
  video: Video | null;
  startAt: number;
  next?: { to: string; title: string };
  lastStep: boolean;
}) {
  const { t, i18n } = useTranslation();
  const { tracks, languages } = playerLanguages(video, i18n.language);
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const player = useRef<PlayerHandle>(null);
  const playerTexts = usePlayerTexts();
  const [state, setState] = useState<PlaybackState>('not-loaded');
  const autoPlay = (location.state as { autoplay?: boolean } | null)?.autoplay === true;
  return (
    <Stage>
      <Player
        ref={player}
        src={video?.url ?? lesson.video_url ?? ''}
        title={lesson.title}
        tracks={tracks}
        languages={languages}
        startAt={startAt}
        autoPlay={autoPlay}
        {...playerTexts}
        onStateChange={setState}
        onProgress={(time) =>
          dispatch(
            videoProgressed({
              lessonId: lesson.id,
              position: time.currentTime,
              duration: time.duration,
            }),
          )
        }
        onComplete={() => dispatch(videoWatched({ lessonId: lesson.id }))}
      />
      {state === 'finished' && (
        <EndOverlay role="group" aria-label={t('training.videoEnded')}>
          <Button
            variant="secondary"
            onClick={() => {
              player.current?.seek(0);
              player.current?.play();
            }}
          >
            {t('training.replay')}
          </Button>
          {next && (
            <Button
              variant="primary"
              onClick={() => navigate(next.to, { state: { autoplay: true } })}
            >
              {t('training.upNext', { title: next.title })}
            </Button>
          )}
          {lastStep && (
            <Button variant="primary" onClick={() => dispatch(completeModuleClicked())}>
              {t('training.completeModule')}
            </Button>
          )}
        </EndOverlay>
      )}
    </Stage>
  );
}

/** Spec 2 §2: a lesson in a module, standalone or in a category. */
export function LessonScreen() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const ref = useLessonRef();
  const training = useSelector(selectTraining);
  const loggedIn = useSelector(selectLoggedIn);
  const { lesson: open, module, completed } = training;

  useEffect(() => {
    dispatch(lessonOpened(ref));
    // The address is the lesson's identity; the parts of `ref` all derive from it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dispatch, ref.pathname]);

  const current = open.ref?.pathname === ref.pathname ? open : null;
  if (current?.status === 'notFound') {
    return (
      <Page aria-labelledby="lesson-missing">
        <Heading id="lesson-missing">{t('training.lessonNotFound')}</Heading>
        <ButtonLink data-variant="secondary" to="/training">
          {t('training.backToTraining')}
        </ButtonLink>
      </Page>
    );
  }
  const lesson = current?.status === 'loaded' ? current.lesson : null;
  const playlist =
    ref.moduleKey && module.playlist && matchesKey(module.playlist, ref.moduleKey)
      ? module.playlist
      : null;
  if (!lesson) {
    return (
      <Page aria-busy="true" aria-label={t('training.title')}>
        <Skeleton height={36} width="60%" />
        <Skeleton height={320} />
      </Page>
    );
  }

  const progress = playlist ? moduleProgress(playlist, completed, ref.lessonKey) : null;
  const next =
    playlist && progress?.next
      ? { to: lessonUrl(playlist, progress.next), title: progress.next.title }
      : undefined;
  const lastStep = Boolean(playlist && progress?.current && !progress.next);
  const viewable = lesson.canView !== false;
  const privateModule = playlist?.status === 'private';

  return (
    <Page aria-labelledby="lesson-title">
      <p>
        {playlist ? (
          <Link to={`/training/${playlist.slug}`}>
            <bdi>{playlist.title}</bdi>
          </Link>
        ) : (
          <ButtonLink data-variant="secondary" to="/training">
            {t('training.backToTraining')}
          </ButtonLink>
        )}
      </p>
      <Heading id="lesson-title">
        <bdi>{lesson.title}</bdi>
      </Heading>
      {training.pending > 0 && <p role="status">{t('training.pendingSync')}</p>}
      <Layout>
        <div>
          {!viewable ? (
            <Notice>
              <h2>{privateModule ? t('training.privateModule') : t('training.limitTitle')}</h2>
              {!privateModule && <p>{t('training.limitBody')}</p>}
              {!loggedIn && (
                <p>
                  <Link to="/user/signon">{t('training.signIn')}</Link>
                  <Link to="/user/signup">{t('training.signUp')}</Link>
                </p>
              )}
            </Notice>
          ) : lesson.type === 'video' ? (
            current?.startAt === null || current === null || current.video.status === 'loading' ? (
              <Skeleton height={320} />
            ) : current.video.status === 'failed' ? (
              <Notice role="alert">{t('training.videoUnavailable')}</Notice>
            ) : (
              <VideoLesson
                key={lesson.id}
                lesson={lesson}
                video={current.video.video}
                startAt={current.startAt}
                next={next}
                lastStep={lastStep}
              />
            )
          ) : (
            <>
              <LinearProgress
                value={lesson.duration > 0 ? (current!.seconds / lesson.duration) * 100 : 100}
                aria-label={t('training.readingProgress')}
              />
              <Article html={lesson.content.rendered} />
            </>
          )}
          {playlist && progress && (
            <Steps>
              {progress.previous ? (
                <Link to={lessonUrl(playlist, progress.previous)}>{t('training.previous')}</Link>
              ) : (
                <span />
              )}
              {progress.next && (
                <Link to={lessonUrl(playlist, progress.next)}>{t('training.next')}</Link>
              )}
            </Steps>
          )}
        </div>
        {playlist && (
          <LessonList
            playlist={playlist}
            completed={completed}
            currentId={lesson.id}
            label={t('training.lessonsInModule')}
          />
        )}
      </Layout>
      {playlist && <RelatedPlaylists playlists={module.related} />}
      {playlist && (
        <Dialog
          open={training.completionDialogOpen}
          size="completion"
          title={t('training.moduleCompleted')}
          closeLabel={t('training.close')}
          onClose={() => dispatch(completionDialogClosed())}
        >
          <p>{t('training.moduleCompletedBody', { title: playlist.title })}</p>
          {module.related.length > 0 && (
            <>
              <h3>{t('training.relatedPlaylists')}</h3>
              <CardList>
                {module.related.slice(0, 2).map((related) => (
                  <li key={related.id}>
                    <PlaylistCard playlist={related} headingLevel={4} />
                  </li>
                ))}
              </CardList>
            </>
          )}
        </Dialog>
      )}
    </Page>
  );
}

export default LessonScreen;
