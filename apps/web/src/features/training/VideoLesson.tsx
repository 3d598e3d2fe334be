import type { Lesson, Video } from '@campus/api-client';
import { Player, type PlaybackState, type PlayerHandle } from '@campus/player';
import { Button } from '@campus/ui';
import { useRef, useState } from 'react';
import { useTranslation } from '../../i18n';
import { useDispatch } from 'react-redux';
import { useLocation, useNavigate } from 'react-router-dom';
import { styled } from 'styled-components';
import { playerLanguages, usePlayback, usePlayerTexts } from '../playback/parts';
import { completeModuleClicked, videoProgressed, videoWatched } from './lessons';

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

export function VideoLesson({
  lesson,
  video,
  startAt,
  autoPlay: playNow = false,
  next,
  lastStep,
}: {
  lesson: Lesson;
  /** The library video the lesson names, if it names one. */
  video: Video | null;
  startAt: number;
  /** Plays at once (the address named a moment). */
  autoPlay?: boolean;
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
  const autoPlay = playNow || (location.state as { autoplay?: boolean } | null)?.autoplay === true;
  const playback = usePlayback({ tracks, languages }, player);
  return (
    <>
      <Stage>
        <Player
          ref={player}
          src={video?.url ?? lesson.video_url ?? ''}
          title={lesson.title}
          tracks={tracks}
          languages={languages}
          startAt={startAt}
          autoPlay={autoPlay}
          // video.js is most of a video lesson's weight: it comes when the member reaches for play.
          load="intent"
          poster={lesson.image?.sizes.lesson_feature?.url}
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
          {...playback.playerProps}
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
      {playback.panel}
    </>
  );
}

export default VideoLesson;
