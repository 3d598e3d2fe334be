import { forwardRef, useEffect, useId, useRef, useState } from 'react';
import type { Ref } from 'react';
import { Player } from '../Player/Player';
import type { PlaybackState, PlayerHandle, PlayerProps, PlayerTime } from '../Player/Player';
import type { CaptionTrack } from '../engines/types';
import type { VideoLanguage } from '../Player/Player';
import { playTimeText } from '../time';
import { EndOverlay, Layout, List } from './Playlist.styles';

export interface PlaylistItem {
  id: string;
  title: string;
  src: string;
  /** Length in seconds, shown as play time. */
  duration?: number;
  tracks?: CaptionTrack[];
  languages?: VideoLanguage[];
}

export interface PlaylistLabels {
  videos: string;
  ended: string;
  replay: string;
  upNext: string;
  /** Play time of a clip of 30 seconds or less, which rounds to no minutes. */
  underAMinute: string;
}

export const defaultPlaylistLabels: PlaylistLabels = {
  videos: 'Videos',
  ended: 'Video ended',
  replay: 'Replay',
  upNext: 'Up Next',
  underAMinute: '< 1m',
};

export interface PlaylistProps {
  /** The videos in order, each with an `id`, a `title` and its `src`; the list beside the player shows them. */
  items: PlaylistItem[];
  /** Accessible name of the playlist. */
  title: string;
  /** Controlled selection. */
  selectedId?: string;
  /** First selection when uncontrolled. @default the first item */
  defaultSelectedId?: string;
  /** Called when the viewer chooses an item in the list; the choice then plays. */
  onSelect?(item: PlaylistItem): void;
  /** Once per item, by the player's completion rule. */
  onComplete?(item: PlaylistItem, time: PlayerTime): void;
  /** Passed to every item's player (callbacks included). */
  playerProps?: Omit<PlayerProps, 'src' | 'title' | 'tracks' | 'languages'>;
  /** The playlist's visible and announced words (list name, Up Next, Replay…), each with an English default. */
  labels?: Partial<PlaylistLabels>;
  className?: string;
}

/**
 * Event by which a playlist that starts tells the others on the page to pause (README,
 * "Playlist").
 */
export const PLAYLIST_PLAY_EVENT = 'campus-player:playlist-play';

function PlaylistImpl(
  {
    items,
    title,
    selectedId,
    defaultSelectedId,
    onSelect,
    onComplete,
    playerProps,
    labels: labelOverrides,
    className,
  }: PlaylistProps,
  ref: Ref<HTMLDivElement>,
) {
  const labels = { ...defaultPlaylistLabels, ...labelOverrides };
  const [ownSelection, setOwnSelection] = useState(defaultSelectedId ?? items[0]?.id);
  const [state, setState] = useState<PlaybackState>('not-loaded');
  const [autoPlay, setAutoPlay] = useState(playerProps?.autoPlay ?? false);
  const playerRef = useRef<PlayerHandle>(null);
  const playlistId = useId();
  const current = items.find((item) => item.id === (selectedId ?? ownSelection)) ?? items[0];

  useEffect(() => {
    const onOtherPlay = (event: Event) => {
      if ((event as CustomEvent<string>).detail !== playlistId) playerRef.current?.pause();
    };
    document.addEventListener(PLAYLIST_PLAY_EVENT, onOtherPlay);
    return () => document.removeEventListener(PLAYLIST_PLAY_EVENT, onOtherPlay);
  }, [playlistId]);

  const select = (item: PlaylistItem) => {
    // A chosen video starts at once; the previous one is disposed with its player.
    setAutoPlay(true);
    setState('not-loaded');
    if (selectedId === undefined) setOwnSelection(item.id);
    onSelect?.(item);
  };

  if (!current) return null;
  const next = items[items.indexOf(current) + 1];

  return (
    <Layout ref={ref} role="group" aria-label={title} className={className} data-state={state}>
      <div>
        <Player
          key={current.id}
          ref={playerRef}
          {...playerProps}
          autoPlay={autoPlay}
          src={current.src}
          title={current.title}
          tracks={current.tracks}
          languages={current.languages}
          onPlay={() => {
            document.dispatchEvent(new CustomEvent(PLAYLIST_PLAY_EVENT, { detail: playlistId }));
            playerProps?.onPlay?.();
          }}
          onComplete={(time) => {
            onComplete?.(current, time);
            playerProps?.onComplete?.(time);
          }}
          onStateChange={(next) => {
            setState(next);
            playerProps?.onStateChange?.(next);
          }}
        />
        {state === 'finished' && (
          <EndOverlay role="group" aria-label={labels.ended}>
            <button
              type="button"
              onClick={() => {
                playerRef.current?.seek(0);
                playerRef.current?.play();
              }}
            >
              {labels.replay}
            </button>
            {next && (
              <button type="button" onClick={() => select(next)}>
                {labels.upNext}: {next.title}
              </button>
            )}
          </EndOverlay>
        )}
      </div>
      <List aria-label={labels.videos}>
        {items.map((item) => (
          <li key={item.id}>
            <button
              type="button"
              aria-current={item.id === current.id}
              onClick={() => select(item)}
            >
              <span>{item.title}</span>
              {item.duration !== undefined && (
                <span>{playTimeText(item.duration, labels.underAMinute)}</span>
              )}
            </button>
          </li>
        ))}
      </List>
    </Layout>
  );
}

/** A player beside its list of videos; only one playlist on a page plays at a time. */
export const Playlist = forwardRef<HTMLDivElement, PlaylistProps>(PlaylistImpl);
Playlist.displayName = 'Playlist';
