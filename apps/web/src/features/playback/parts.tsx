import type {
  CaptionTrack,
  PlayerHandle,
  PlayerProps,
  PlayerTime,
  VideoLanguage,
} from '@campus/player';
import { lazy, Suspense, useEffect, useId, useState, type ReactNode, type RefObject } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { styled } from 'styled-components';
import { useTranscriptTexts } from './playerTexts';
import {
  playbackRateChosen,
  selectPlaybackRate,
  selectTranscript,
  transcriptRequested,
  type PlaybackState,
} from './slice';

export { playerLanguages } from './playerLanguages';
export { usePlayerTexts } from './playerTexts';

// The transcript and its virtual list come when a member opens it, not with every video page.
const Transcript = lazy(() =>
  import('@campus/player/transcript').then((module) => ({ default: module.Transcript })),
);

const Panel = styled.div`
  margin-block-start: ${({ theme }) => theme.space(4)};
`;

/**
 * What the app adds to a lesson's or a resource's player: the kept speed (README, "Speed,
 * remembered") and the video's transcript. The transcript is a toggle for the player's row of tools (`Player`'s `tools`, so it takes no
 * room of its own and moves nothing when the player arrives) and the panel it opens under the
 * player, with the lines of the captions in the language the player plays, the line being said
 * marked as the video plays, and a press on a line playing from there (README, "Transcript").
 * No captions, no toggle. Spread `playerProps` on the player; put `panel` under it.
 */
export function usePlayback(
  { tracks, languages }: { tracks: CaptionTrack[]; languages: VideoLanguage[] },
  player: RefObject<PlayerHandle | null>,
): {
  panel: ReactNode;
  playerProps: Pick<
    PlayerProps,
    'playbackRate' | 'onRateChange' | 'tools' | 'onLanguageChange' | 'onTimeUpdate'
  >;
} {
  const texts = useTranscriptTexts();
  const dispatch = useDispatch();
  const [open, setOpen] = useState(false);
  const [time, setTime] = useState(0);
  const [chosenLanguage, setChosenLanguage] = useState<string | null>(null);
  const panelId = useId();
  const playing = languages.find((option) => option.language === chosenLanguage) ?? languages[0];
  const track = (playing?.subtitles?.length ? playing.subtitles : tracks)[0];
  const src = track?.src;
  const transcript = useSelector((state: { playback: PlaybackState }) =>
    src ? selectTranscript(state, src) : undefined,
  );
  useEffect(() => {
    if (open && src) dispatch(transcriptRequested(src));
  }, [dispatch, open, src]);

  const playbackRate = useSelector(selectPlaybackRate);
  const playerProps = {
    playbackRate,
    onRateChange: (rate: number) => dispatch(playbackRateChosen(rate)),
    onLanguageChange: (option: VideoLanguage) => setChosenLanguage(option.language),
    // Only an open transcript follows the video: a closed one costs the page nothing.
    onTimeUpdate: open ? ({ currentTime }: PlayerTime) => setTime(currentTime) : undefined,
  };
  if (!track) return { panel: null, playerProps };
  const toggle = (
    <button
      type="button"
      aria-expanded={open}
      aria-controls={panelId}
      onClick={() => setOpen((was) => !was)}
    >
      {texts.toggle}
    </button>
  );
  const panel = (
    <Panel id={panelId} hidden={!open}>
      {!open ? null : transcript?.status === 'ready' ? (
        <Suspense fallback={<p role="status">{texts.loading}</p>}>
          <Transcript
            cues={transcript.cues}
            currentTime={time}
            onSeek={(seconds) => player.current?.seek(seconds)}
            language={track.srclang}
            labels={{
              title: texts.title,
              find: texts.find,
              matches: (count) =>
                count === 1 ? texts.matchesOne : texts.matches.replace('{{count}}', String(count)),
            }}
          />
        </Suspense>
      ) : transcript?.status === 'failed' ? (
        <p role="alert">{texts.failed}</p>
      ) : (
        <p role="status">{texts.loading}</p>
      )}
    </Panel>
  );
  return { panel, playerProps: { ...playerProps, tools: toggle } };
}
