import type { Lesson, Playlist } from '@campus/api-client';
import { LinearProgress, Skeleton } from '@campus/ui';
import { lazy, Suspense, useEffect, useMemo } from 'react';
import { useTranslation } from '../../i18n';
import { useDispatch, useSelector } from 'react-redux';
import { useLocation, useParams, useSearchParams } from 'react-router-dom';
import { Link } from '../../kit/Link';
import { LessonList } from './LessonList';
import {
  Article,
  Crumb,
  Description,
  Layout,
  Notice,
  Steps,
  ToolsPlace,
  VideoSkeleton,
} from './LessonScreen.styles';
import { ButtonLink, Heading, Page } from '../../kit/ui';
import { RelatedPlaylists } from './cards';
import {
  completionDialogClosed,
  lessonOpened,
  selectCompletionDialogOpen,
  selectOpenLesson,
} from './lessons';
import { selectOpenPlaylist, selectRelatedModules } from './modules';
import { matchesKey, moduleProgress, selectCompleted, selectPendingCount } from './progress';
import { selectLoggedIn } from '../session';

// An article's content is server HTML, which waits for the sanitizer; a video lesson shows none.
// So the sanitizer comes when the lesson turns out to be an article (`ServerHtml` asks for it), and
// a member arriving from the module page, which fetched it, has it already.

// The player (and its texts) only for a video: an article lesson never downloads it. It is asked
// for as soon as the lesson turns out to be a video, alongside the video's own details.
const loadVideoLesson = () => import('./VideoLesson');
const VideoLesson = lazy(loadVideoLesson);
// The dialog's code comes when a module is completed, not with every lesson.
const ModuleCompletedDialog = lazy(() => import('./ModuleCompletedDialog'));

/**
 * The player's place while it comes: its 16:9 video and the row of tools under it (12 px and a 36 px
 * control, one line at every width), so nothing below moves when it arrives. Padding, not a margin,
 * holds the row's place: a margin would merge with the description's below it.
 */
function PlayerSkeleton() {
  return (
    <ToolsPlace>
      <VideoSkeleton />
    </ToolsPlace>
  );
}

const lessonUrl = (playlist: Playlist, lesson: Lesson) =>
  `/training/${playlist.slug}/${lesson.slug}`;

/**
 * A lesson's three addresses: in a module, standalone (article/:id) or in a category (pinned by
 * e2e/training-learning-centre.spec.ts).
 */
function useLessonRef() {
  const { id = '', lessonId, categoryid } = useParams();
  const { pathname } = useLocation();
  return lessonId !== undefined
    ? { moduleKey: id, lessonKey: lessonId, pathname }
    : { lessonKey: id, categoryKey: categoryid, pathname };
}

/**
 * A moment the address names (`?t=161`, seconds, as a search result links to a phrase said
 * there): the video starts playing from it, whatever was watched before. Null when none.
 */
function useMoment(): number | null {
  const [params] = useSearchParams();
  const moment = params.get('t');
  const seconds = moment === null || moment === '' ? NaN : Number(moment);
  return Number.isFinite(seconds) && seconds >= 0 ? seconds : null;
}

/** The open module's related modules, which come after the lesson. */
function RelatedModules() {
  return <RelatedPlaylists playlists={useSelector(selectRelatedModules)} />;
}

function ModuleCompleted({ playlist, onClose }: { playlist: Playlist; onClose: () => void }) {
  const related = useSelector(selectRelatedModules);
  return <ModuleCompletedDialog playlist={playlist} related={related} onClose={onClose} />;
}

/** A lesson in a module, standalone or in a category. */
export function LessonScreen() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const ref = useLessonRef();
  // Each part the screen shows, apart: what only the saga reads (the lesson the page came with)
  // or what a part of it shows (the related modules) changes without drawing the whole lesson.
  const open = useSelector(selectOpenLesson);
  const modulePlaylist = useSelector(selectOpenPlaylist);
  const completed = useSelector(selectCompleted);
  const pending = useSelector(selectPendingCount);
  const completionDialogOpen = useSelector(selectCompletionDialogOpen);
  const loggedIn = useSelector(selectLoggedIn);

  useEffect(() => {
    dispatch(lessonOpened(ref));
    // The address is the lesson's identity; the parts of `ref` all derive from it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dispatch, ref.pathname]);

  const moment = useMoment();
  const current = open.ref?.pathname === ref.pathname ? open : null;
  const isVideo = current?.status === 'loaded' && current.lesson?.type === 'video';
  useEffect(() => {
    // A failed fetch is the lazy component's to report, when it asks again.
    if (isVideo) void loadVideoLesson().catch(() => undefined);
  }, [isVideo]);
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
    ref.moduleKey && modulePlaylist && matchesKey(modulePlaylist, ref.moduleKey)
      ? modulePlaylist
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
      <Crumb>
        {playlist ? (
          <Link to={`/training/${playlist.slug}`}>
            <bdi>{playlist.title}</bdi>
          </Link>
        ) : (
          <ButtonLink data-variant="secondary" to="/training">
            {t('training.backToTraining')}
          </ButtonLink>
        )}
      </Crumb>
      <Heading id="lesson-title">
        <bdi>{lesson.title}</bdi>
      </Heading>
      {pending > 0 && <p role="status">{t('training.pendingSync')}</p>}
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
              <PlayerSkeleton />
            ) : current.video.status === 'failed' ? (
              <Notice role="alert">{t('training.videoUnavailable')}</Notice>
            ) : (
              // A player that cannot be fetched fails the route, as the screen's own code would.
              <Suspense fallback={<PlayerSkeleton />}>
                <VideoLesson
                  // Another moment of the same lesson (a second search result) starts it again.
                  key={moment === null ? lesson.id : `${lesson.id}@${moment}`}
                  lesson={lesson}
                  video={current.video.video}
                  startAt={moment ?? current.startAt}
                  autoPlay={moment !== null}
                  next={next}
                  lastStep={lastStep}
                />
              </Suspense>
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
          {viewable && lesson.type === 'video' && <LessonDescription lesson={lesson} />}
          {playlist && progress && (
            <Steps>
              {progress.previous ? (
                <ButtonLink data-variant="secondary" to={lessonUrl(playlist, progress.previous)}>
                  {t('training.previous')}
                </ButtonLink>
              ) : (
                <span />
              )}
              {progress.next && (
                <ButtonLink data-variant="secondary" to={lessonUrl(playlist, progress.next)}>
                  {t('training.next')}
                </ButtonLink>
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
      {playlist && <RelatedModules />}
      {playlist && completionDialogOpen && (
        <Suspense fallback={null}>
          <ModuleCompleted playlist={playlist} onClose={() => dispatch(completionDialogClosed())} />
        </Suspense>
      )}
    </Page>
  );
}

export default LessonScreen;

/**
 * A video lesson's words under its player: the text of its content, a paragraph per block, else its
 * excerpt. Text only, read with the browser's own parser (which runs no script and fetches
 * nothing), so a page whose main content is the video fetches no HTML sanitizer for a line or two.
 */
function LessonDescription({ lesson }: { lesson: Lesson }) {
  const paragraphs = useMemo(
    () => textParagraphs(lesson.content.rendered),
    [lesson.content.rendered],
  );
  const shown = paragraphs.length > 0 ? paragraphs : lesson.excerpt ? [lesson.excerpt] : [];
  if (shown.length === 0) return null;
  return (
    <Description dir="auto">
      {shown.map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
    </Description>
  );
}

function textParagraphs(html: string): string[] {
  if (!html.trim() || typeof DOMParser === 'undefined') return [];
  const { body } = new DOMParser().parseFromString(html, 'text/html');
  const selector = 'p, li, h2, h3, h4, blockquote';
  // The innermost blocks, so a paragraph inside a list item is read once.
  const blocks = [...body.querySelectorAll(selector)].filter(
    (block) => !block.querySelector(selector),
  );
  return (blocks.length > 0 ? blocks : [body])
    .map((block) => block.textContent?.replace(/\s+/g, ' ').trim() ?? '')
    .filter(Boolean);
}
