import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe, toHaveNoViolations } from 'jest-axe';
import { Player } from './Player';
import type { PlaybackState } from './Player';

expect.extend(toHaveNoViolations);

/** A media element has no ARIA role to query by; its address is what these tests check. */
// eslint-disable-next-line testing-library/no-node-access
const videoOf = (region: HTMLElement) => region.querySelector('video');

test('an unsupported source says so, logs why and raises no player', async () => {
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const states: PlaybackState[] = [];
  render(
    <Player
      src="https://www.youtube.com/watch?v=x"
      title="Intro"
      onStateChange={(s) => states.push(s)}
    />,
  );
  expect(await screen.findByRole('alert')).toHaveTextContent('This video cannot be played.');
  expect(error).toHaveBeenCalledWith(
    'cannot find a type of player for src',
    'https://www.youtube.com/watch?v=x',
  );
  expect(screen.getByRole('region', { name: 'Intro' })).toHaveAttribute('data-state', 'error');
  expect(states).toEqual(['error']);
  error.mockRestore();
});

test('a file source loads video.js lazily, reports ready, and is disposed on unmount', async () => {
  const onReady = jest.fn();
  const { unmount } = render(
    <Player src="/media/lesson.webm" title="Lesson one" onReady={onReady} startAt={3} />,
  );
  const region = screen.getByRole('region', { name: 'Lesson one' });
  expect(region).toHaveAttribute('data-state', 'loading');
  expect(screen.getByRole('status')).toHaveTextContent('Loading video…');

  const video = await waitFor(() => {
    const element = videoOf(region);
    if (!element) throw new Error('no video yet');
    return element;
  });
  expect(video).toHaveAttribute('src', '/media/lesson.webm');
  expect(await screen.findByRole('button', { name: 'Play' })).toBeInTheDocument();
  act(() => {
    video.dispatchEvent(new Event('loadedmetadata'));
  });
  await waitFor(() => expect(region).toHaveAttribute('data-state', 'ready'));
  expect(onReady).toHaveBeenCalledTimes(1);
  expect(video.currentTime).toBe(3);

  unmount();
  expect(video.isConnected).toBe(false);
});

test('plays at the speed asked for, and reports a speed the viewer chooses, not its own', async () => {
  const onRateChange = jest.fn();
  render(
    <Player
      src="/media/lesson.webm"
      title="Lesson one"
      playbackRate={1.5}
      onRateChange={onRateChange}
    />,
  );
  const region = screen.getByRole('region', { name: 'Lesson one' });
  const video = await waitFor(() => {
    const element = videoOf(region);
    if (!element) throw new Error('no video yet');
    return element;
  });
  act(() => {
    video.dispatchEvent(new Event('loadedmetadata'));
  });
  await waitFor(() => expect(region).toHaveAttribute('data-state', 'ready'));
  expect(video.playbackRate).toBe(1.5);
  act(() => {
    video.dispatchEvent(new Event('ratechange'));
  });
  expect(onRateChange).not.toHaveBeenCalled();

  await userEvent.click(await screen.findByRole('menuitemradio', { name: /^2x/ }));
  act(() => {
    video.dispatchEvent(new Event('ratechange'));
  });
  expect(video.playbackRate).toBe(2);
  expect(onRateChange).toHaveBeenCalledWith(2);
});

test('? opens the keyboard shortcuts, Escape closes them and focus returns to the button', async () => {
  const user = userEvent.setup();
  render(<Player src="/media/lesson.webm" title="Lesson one" />);
  const toggle = screen.getByRole('button', { name: 'Keyboard shortcuts' });
  await user.click(toggle);
  const help = screen.getByRole('dialog', { name: 'Keyboard shortcuts' });
  expect(help).toHaveTextContent('Mute or unmute');
  expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(toggle).toHaveFocus();
  await user.keyboard('?');
  expect(screen.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeInTheDocument();
});

test('languages offer a choice that switches the video and its subtitles', async () => {
  const user = userEvent.setup();
  const onLanguageChange = jest.fn();
  render(
    <Player
      src="/media/lesson-en.webm"
      title="Lesson one"
      onLanguageChange={onLanguageChange}
      languages={[
        {
          language: 'en',
          label: 'English',
          subtitles: [{ src: 'data:text/vtt,WEBVTT', srclang: 'en', label: 'English' }],
        },
        { language: 'fr', label: 'Français', video: '/media/lesson-fr.webm' },
      ]}
    />,
  );
  const region = screen.getByRole('region', { name: 'Lesson one' });
  await waitFor(() => expect(videoOf(region)).toHaveAttribute('src', '/media/lesson-en.webm'));
  const englishCaptions = { name: /^English/, hidden: true };
  expect(within(region).getByRole('menuitemradio', englishCaptions)).toBeInTheDocument();
  await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'Français');
  await waitFor(() => expect(videoOf(region)).toHaveAttribute('src', '/media/lesson-fr.webm'));
  // The page hears of it, to show what the new language says (a transcript).
  expect(onLanguageChange).toHaveBeenCalledWith(expect.objectContaining({ language: 'fr' }));
  await waitFor(() =>
    expect(within(region).queryByRole('menuitemradio', englishCaptions)).toBeNull(),
  );
});

test('a page adds its own controls to the row under the video, after the player’s', () => {
  render(
    <Player
      src="/media/lesson-en.webm"
      title="Lesson one"
      tools={
        <button type="button" aria-expanded="false">
          Transcript
        </button>
      }
    />,
  );
  const region = screen.getByRole('region', { name: 'Lesson one' });
  const buttons = within(region).getAllByRole('button', { name: /Keyboard shortcuts|Transcript/ });
  expect(buttons.map((button) => button.textContent)).toEqual(['Keyboard shortcuts', 'Transcript']);
});

// video.js's own controls are checked by axe in Chromium (the stories), where its stylesheet
// hides the menus it leaves empty; jsdom applies no styles, so here only the player's own parts.
test('the player with its messages has no axe violations', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const { container } = render(<Player src="https://example.com/a.avi" title="Lesson one" />);
  await screen.findByRole('alert');
  expect(await axe(container)).toHaveNoViolations();
  jest.restoreAllMocks();
});

test('volume keys step through the volume steps and M mutes and restores', async () => {
  const user = userEvent.setup();
  render(<Player src="/media/lesson.webm" title="Lesson one" />);
  const region = screen.getByRole('region', { name: 'Lesson one' });
  const video = await waitFor(() => {
    const element = videoOf(region);
    if (!element) throw new Error('no video yet');
    return element;
  });
  await screen.findByRole('button', { name: 'Play' });
  act(() => {
    video.dispatchEvent(new Event('loadedmetadata'));
  });
  await waitFor(() => expect(region).toHaveAttribute('data-state', 'ready'));

  await user.click(screen.getByRole('button', { name: 'Keyboard shortcuts' }));
  await user.keyboard('{Escape}');
  await user.keyboard('{ArrowDown}');
  expect(video.volume).toBe(0.8);
  await user.keyboard('{ArrowDown}{ArrowDown}');
  expect(video.volume).toBe(0.4);
  await user.keyboard('m');
  expect(video.muted).toBe(true);
  await user.keyboard('m');
  expect(video.muted).toBe(false);
  expect(video.volume).toBe(0.4);
  await user.keyboard('{ArrowUp}');
  expect(video.volume).toBe(0.6);
});

/** jsdom has no media playback; this stands in for the browser's play and pause. */
function playable(video: HTMLVideoElement) {
  let paused = true;
  Object.defineProperty(video, 'paused', { configurable: true, get: () => paused });
  video.play = () => {
    paused = false;
    video.dispatchEvent(new Event('play'));
    return Promise.resolve();
  };
  video.pause = () => {
    paused = true;
    video.dispatchEvent(new Event('pause'));
  };
}

async function readyPlayer(ui = <Player src="/media/lesson.webm" title="Lesson one" />) {
  const user = userEvent.setup();
  render(ui);
  const region = screen.getByRole('region', { name: 'Lesson one' });
  const video = await waitFor(() => {
    const element = videoOf(region);
    if (!element) throw new Error('no video yet');
    return element;
  });
  await within(region).findByRole('button', { name: 'Play' });
  playable(video);
  act(() => {
    video.dispatchEvent(new Event('loadedmetadata'));
  });
  await waitFor(() => expect(region).toHaveAttribute('data-state', 'ready'));
  return { user, region, video };
}

test.each(['Play', 'Play Video', 'Mute'])(
  'with focus on the %s button, K plays and pauses, M mutes and ? opens the help',
  async (name) => {
    const { user, region, video } = await readyPlayer();
    act(() => within(region).getByRole('button', { name }).focus());
    await user.keyboard('k');
    await waitFor(() => expect(region).toHaveAttribute('data-state', 'playing'));
    await user.keyboard('k');
    await waitFor(() => expect(region).toHaveAttribute('data-state', 'paused'));
    await user.keyboard('m');
    expect(video.muted).toBe(true);
    await user.keyboard('?');
    expect(screen.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeInTheDocument();
  },
);

test('with a Hebrew keyboard layout, the letter keys still mean their shortcuts', async () => {
  const { region, video } = await readyPlayer();
  const mute = within(region).getByRole('button', { name: 'Mute' });
  act(() => mute.focus());
  // The M key of a Hebrew layout types צ; K types ל.
  fireEvent.keyDown(mute, { key: 'צ', code: 'KeyM' });
  expect(video.muted).toBe(true);
  fireEvent.keyDown(mute, { key: 'ל', code: 'KeyK' });
  await waitFor(() => expect(region).toHaveAttribute('data-state', 'playing'));
});

test('Space on a focused button presses that button only', async () => {
  const { user, region, video } = await readyPlayer();
  act(() => within(region).getByRole('button', { name: 'Mute' }).focus());
  await user.keyboard(' ');
  expect(video.muted).toBe(true);
  expect(region).toHaveAttribute('data-state', 'ready');

  const toggle = screen.getByRole('button', { name: 'Keyboard shortcuts' });
  await user.click(toggle);
  expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  await user.keyboard(' ');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(toggle).toHaveFocus();
  await user.keyboard('{Enter}');
  expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  await user.keyboard('{Enter}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(region).toHaveAttribute('data-state', 'ready');
});

test('keys typed in the language choice stay with it', async () => {
  const { user, video } = await readyPlayer(
    <Player
      src="/media/lesson.webm"
      title="Lesson one"
      languages={[
        { language: 'en', label: 'English' },
        { language: 'mt', label: 'Malti', video: '/media/lesson-mt.webm' },
      ]}
    />,
  );
  const choice = screen.getByRole('combobox', { name: 'Language' });
  act(() => choice.focus());
  await user.keyboard('m?');
  expect(video.muted).toBe(false);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('Tab reaches the player surface, where Space plays', async () => {
  const { user, region } = await readyPlayer();
  await user.tab();
  expect(within(region).getByRole('group', { name: 'Video Player' })).toHaveFocus();
  await user.keyboard(' ');
  await waitFor(() => expect(region).toHaveAttribute('data-state', 'playing'));
});

test('texts given as props reach the player, its help and video.js controls', async () => {
  const user = userEvent.setup();
  render(
    <Player
      src="/media/lesson.webm"
      title="Lección uno"
      labels={{
        shortcuts: 'Atajos de teclado',
        close: 'Cerrar',
        spaceKey: 'Espacio',
        shortcutPlayPause: 'Reproducir o pausar',
        shortcutMute: 'Silenciar o activar el sonido',
      }}
      language="es"
      videojsTranslations={{
        Play: 'Reproducir',
        'Play Video': 'Reproducir el vídeo',
        Mute: 'Silenciar',
        'Video Player': 'Reproductor de vídeo',
      }}
    />,
  );
  const region = screen.getByRole('region', { name: 'Lección uno' });
  expect(await within(region).findByRole('button', { name: 'Reproducir' })).toBeInTheDocument();
  expect(within(region).getByRole('button', { name: 'Reproducir el vídeo' })).toBeInTheDocument();
  expect(within(region).getByRole('button', { name: 'Silenciar' })).toBeInTheDocument();
  expect(within(region).getByRole('group', { name: 'Reproductor de vídeo' })).toBeInTheDocument();
  // A text left out stays English.
  expect(within(region).getByRole('button', { name: 'Fullscreen' })).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Atajos de teclado' }));
  const help = screen.getByRole('dialog', { name: 'Atajos de teclado' });
  expect(help).toHaveTextContent('Espacio, K');
  expect(help).toHaveTextContent('Reproducir o pausar');
  expect(help).toHaveTextContent('Silenciar o activar el sonido');
  expect(help).toHaveTextContent('Back 5 seconds');
  expect(within(help).getByRole('button', { name: 'Cerrar' })).toHaveFocus();
});

describe('loaded on intent', () => {
  /** jsdom has no media playback: the element's play stands in for the browser's. */
  beforeEach(() => {
    jest.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: Element) {
      this.dispatchEvent(new Event('play'));
      return Promise.resolve();
    });
  });
  afterEach(() => jest.restoreAllMocks());

  const intentPlayer = () => (
    <Player src="/media/lesson.webm" title="Lesson one" load="intent" poster="/media/cover.png" />
  );

  test('the poster and a play button stand in until the member points at it', async () => {
    const user = userEvent.setup();
    render(intentPlayer());
    const region = screen.getByRole('region', { name: 'Lesson one' });
    const standIn = within(region).getByRole('button', { name: 'Play Video' });
    // eslint-disable-next-line testing-library/no-node-access
    expect(standIn.querySelector('img')).toHaveAttribute('src', '/media/cover.png');
    expect(region).toHaveAttribute('data-state', 'not-loaded');
    expect(videoOf(region)).toBeNull();

    await user.hover(standIn);
    await waitFor(() => expect(videoOf(region)).not.toBeNull());
    await waitFor(() => expect(standIn).not.toBeInTheDocument());
    // eslint-disable-next-line testing-library/no-node-access
    expect(region.querySelector('.vjs-poster img')).toHaveAttribute('src', '/media/cover.png');
    // video.js's own play button takes over, the only one of its name.
    expect(within(region).getByRole('button', { name: 'Play Video' })).toBeInTheDocument();
  });

  // That the press then plays is the browser's to show: jsdom loads no media (e2e, training-player-shortcuts).
  test('a press fetches the player and puts focus in it', async () => {
    render(intentPlayer());
    const region = screen.getByRole('region', { name: 'Lesson one' });
    // A tap with no hover before it: it focuses the button, then presses it, before the player
    // can have arrived.
    const standIn = within(region).getByRole('button', { name: 'Play Video' });
    act(() => standIn.focus());
    fireEvent.click(standIn);
    await waitFor(() => expect(videoOf(region)).not.toBeNull());
    // eslint-disable-next-line testing-library/no-node-access
    await waitFor(() => expect(region.querySelector('.video-js')).toHaveFocus());
  });

  test('a press held while the player arrives still plays it', async () => {
    render(intentPlayer());
    const region = screen.getByRole('region', { name: 'Lesson one' });
    const standIn = within(region).getByRole('button', { name: 'Play Video' });
    // A touch held down while video.js comes in: the press ends on the stand-in, and plays.
    fireEvent.pointerDown(standIn);
    const video = await waitFor(() => {
      const element = videoOf(region);
      if (!element) throw new Error('no video yet');
      return element;
    });
    // The player arrives under the press: the stand-in stays until the press ends.
    await waitFor(() => expect(region).toHaveAttribute('data-stand-in', 'held'));
    expect(standIn).toBeInTheDocument();
    fireEvent.pointerUp(standIn);
    fireEvent.click(standIn);
    await waitFor(() => expect(region).toHaveAttribute('data-state', 'playing'));
    await waitFor(() => expect(standIn).not.toBeInTheDocument());
    // The media's metadata, arriving after the press, does not take the state back to ready.
    act(() => {
      video.dispatchEvent(new Event('loadedmetadata'));
    });
    expect(region).toHaveAttribute('data-state', 'playing');
  });

  test('keys pressed while the player is on its way are kept for it', async () => {
    render(intentPlayer());
    const region = screen.getByRole('region', { name: 'Lesson one' });
    const standIn = within(region).getByRole('button', { name: 'Play Video' });
    // Focus fetches the player; M is pressed before it can have arrived.
    act(() => standIn.focus());
    fireEvent.keyDown(standIn, { key: 'm', code: 'KeyM' });
    expect(videoOf(region)).toBeNull();
    await waitFor(() => expect(videoOf(region)?.muted).toBe(true));
    // Focus follows to video.js's own play button, so the next keys still reach the player.
    await waitFor(() =>
      expect(within(region).getByRole('button', { name: 'Play Video' })).toHaveFocus(),
    );
  });

  test('a page that asks for autoplay loads the player at once', async () => {
    render(<Player src="/media/lesson.webm" title="Lesson one" load="intent" autoPlay />);
    const region = screen.getByRole('region', { name: 'Lesson one' });
    expect(region).toHaveAttribute('data-state', 'loading');
    await waitFor(() => expect(videoOf(region)).not.toBeNull());
  });
});
