import { useEffect } from 'react';
import type { Decorator, Preview } from '@storybook/react-vite';
import { configure } from 'storybook/test';
import { CampusThemeProvider, darkTheme, lightTheme } from '../packages/ui/src/index';

// A play function waits for what a story shows after its first paint: a lazily loaded part (the
// module-completed dialog, a lesson's player) can take seconds on a busy host, past the testing
// library's one-second default; a story that works waits no longer than it needs.
configure({ asyncUtilTimeout: 10_000 });

/** Whether this story is drawn in a frame of a docs page (the Dialog's and Playlist's pages). */
function inDocsPageFrame(): boolean {
  try {
    return (
      window.parent !== window &&
      new URLSearchParams(window.parent.location.search).get('viewMode') === 'docs'
    );
  } catch {
    return false;
  }
}

// A story in a docs page's frame runs its play function there too: its clicks and Tab presses
// move focus, which would scroll the docs page to that frame, one after another as they load.
if (inDocsPageFrame()) {
  const focus = HTMLElement.prototype.focus;
  HTMLElement.prototype.focus = function focusWithoutScrolling(options?: FocusOptions) {
    focus.call(this, { ...options, preventScroll: true });
  };
}

type Direction = 'ltr' | 'rtl';
type ThemeMode = 'light' | 'dark';

function DirectionRoot({ dir, children }: { dir: Direction; children: React.ReactNode }) {
  useEffect(() => {
    // Portalled parts (dialogs, menus) render outside the story root, so the document carries it.
    document.documentElement.dir = dir;
  }, [dir]);
  return <div dir={dir}>{children}</div>;
}

const withThemeAndDirection: Decorator = (Story, context) => {
  const dir = (context.globals.direction as Direction | undefined) ?? 'ltr';
  const mode = (context.globals.theme as ThemeMode | undefined) ?? 'light';
  return (
    <CampusThemeProvider mode={mode}>
      <DirectionRoot dir={dir}>
        <Story />
      </DirectionRoot>
    </CampusThemeProvider>
  );
};

/** A do or don't example on a component's docs page (`parameters.example`). */
interface Example {
  verdict: 'do' | 'dont';
  /** What the example shows, in one sentence. */
  caption: string;
}

/**
 * Shows a story as a do or a don't: a green or red rule above it, and the verdict with the reason
 * under it, so a designer sees the guidance as pictures beside the words.
 */
const withExampleVerdict: Decorator = (Story, context) => {
  const example = context.parameters.example as Example | undefined;
  if (!example) return <Story />;
  const theme = context.globals.theme === 'dark' ? darkTheme : lightTheme;
  const tone = example.verdict === 'do' ? theme.color.success : theme.color.danger;
  return (
    <figure
      data-verdict={example.verdict}
      style={{ margin: 0, borderBlockStart: `4px solid ${tone}`, paddingBlockStart: 16 }}
    >
      <Story />
      <figcaption
        style={{ marginBlockStart: 16, color: theme.color.text, fontFamily: theme.font.family }}
      >
        <strong style={{ color: tone }}>{example.verdict === 'do' ? '✓ Do.' : "✕ Don't."}</strong>{' '}
        {example.caption}
      </figcaption>
    </figure>
  );
};

const preview: Preview = {
  // The verdict sits inside the theme, so its colours follow the story's light or dark.
  decorators: [withExampleVerdict, withThemeAndDirection],
  // `visual`: compared with its committed fingerprints (e2e/visual.ts); a story whose look depends
  // on when it is screenshotted takes it away with `!visual`.
  tags: ['autodocs', 'visual'],
  globalTypes: {
    direction: {
      description: 'Writing direction',
      toolbar: {
        title: 'Direction',
        icon: 'transfer',
        items: [
          { value: 'ltr', title: 'Left to right' },
          { value: 'rtl', title: 'Right to left' },
        ],
        dynamicTitle: true,
      },
    },
    theme: {
      description: 'Colour theme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light' },
          { value: 'dark', title: 'Dark' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { direction: 'ltr', theme: 'light' },
  parameters: {
    // What a designer reads first, then the tokens, then the packages' components, then the app.
    options: { storySort: { order: ['Introduction', 'Foundations', 'UI', 'Player', 'App'] } },
    layout: 'padded',
    controls: { expanded: true },
    a11y: { test: 'error' },
    viewport: {
      options: {
        phone: { name: 'Phone (390)', styles: { width: '390px', height: '844px' }, type: 'mobile' },
        tablet: {
          name: 'Tablet (768)',
          styles: { width: '768px', height: '1024px' },
          type: 'tablet',
        },
        desktop: {
          name: 'Desktop (1280)',
          styles: { width: '1280px', height: '800px' },
          type: 'desktop',
        },
      },
    },
  },
};

export default preview;
