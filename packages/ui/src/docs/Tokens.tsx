import { useState, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { darkTheme, lightTheme, type CampusTheme } from '../theme';

/**
 * The foundations page's token tables, drawn from `lightTheme` and `darkTheme` themselves: a value
 * changed in the theme is the value shown here. Not part of the package's API.
 */

const THEMES = [lightTheme, darkTheme] as const;
const MODE_NAMES = { light: 'Light', dark: 'Dark' } as const;

const COLOUR_USES: Record<keyof CampusTheme['color'], string> = {
  background: 'The page behind everything.',
  surface: 'Cards, dialogs, menus and fields.',
  text: 'Body text and headings.',
  textMuted: 'Secondary text: hints, dates, counts. Never for the only copy of something.',
  primary: 'Links, the main action, selection and progress.',
  onPrimary: 'Text and icons on a primary fill.',
  success: 'Completion: progress rings, done states.',
  danger: 'Errors and destructive actions.',
  border: 'Field outlines and dividers.',
  track: 'The empty part of progress, and current or selected rows.',
  focus: 'The 2 px focus ring; never removed.',
};

const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(280px, 1fr));
  gap: 16px;
  margin-block: 16px 32px;
`;

/** One theme's side: its own background and text, so dark tokens are seen on dark. */
const Side = styled.section<{ $theme: CampusTheme }>`
  padding: 16px;
  border-radius: ${({ $theme }) => $theme.radius.medium};
  background: ${({ $theme }) => $theme.color.background};
  color: ${({ $theme }) => $theme.color.text};
  font-family: ${({ $theme }) => $theme.font.family};
  /* Storybook's docs styles colour their headings; these take their side's. */
  && h3 {
    margin: 0 0 12px;
    color: inherit;
    font-size: 1rem;
  }
`;

const Rows = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  align-items: center;
  gap: 8px 12px;
  margin: 0;
  dt {
    font-family: ui-monospace, monospace;
    font-size: 0.8125rem;
  }
  dd {
    margin: 0;
    display: flex;
    align-items: center;
    gap: 8px;
    flex-wrap: wrap;
  }
`;

/** A `dt` and `dd` pair; the wrapper lets the list map them with one key. */
const Pair = styled.div`
  display: contents;
`;

function Row({ name, children }: { name: string; children: ReactNode }) {
  return (
    <Pair>
      <dt>{name}</dt>
      <dd>{children}</dd>
    </Pair>
  );
}

const Swatch = styled.span<{ $colour: string; $edge: string }>`
  inline-size: 40px;
  block-size: 24px;
  border-radius: 4px;
  background: ${({ $colour }) => $colour};
  box-shadow: inset 0 0 0 1px ${({ $edge }) => $edge};
  flex: none;
`;

const Value = styled.code`
  font-size: 0.8125rem;
`;

function BothThemes({ children }: { children: (theme: CampusTheme) => ReactNode }) {
  return (
    <Columns>
      {THEMES.map((theme) => (
        <Side key={theme.mode} $theme={theme}>
          <h3>{MODE_NAMES[theme.mode]}</h3>
          {children(theme)}
        </Side>
      ))}
    </Columns>
  );
}

/** Every colour token with its swatch and value, light and dark side by side, and its use. */
export function ColourTokens() {
  const names = Object.keys(COLOUR_USES) as (keyof CampusTheme['color'])[];
  return (
    <>
      <BothThemes>
        {(theme) => (
          <Rows>
            {names.map((name) => (
              <Row key={name} name={`color.${name}`}>
                <Swatch $colour={theme.color[name]} $edge={theme.color.border} />
                <Value>{theme.color[name]}</Value>
              </Row>
            ))}
          </Rows>
        )}
      </BothThemes>
      <Rows>
        {names.map((name) => (
          <Row key={name} name={`color.${name}`}>
            {COLOUR_USES[name]}
          </Row>
        ))}
      </Rows>
    </>
  );
}

/** The type family and its three sizes, each set in the size it names. */
export function TypeTokens() {
  const sizes = Object.entries(lightTheme.font.size) as [string, string][];
  return (
    <BothThemes>
      {(theme) => (
        <Rows>
          <Row name="font.family">
            <Value>{theme.font.family.split(',')[0]}, …</Value>
          </Row>
          {sizes.map(([name, size]) => (
            <Row key={name} name={`font.size.${name}`}>
              <span style={{ fontSize: size }}>Learning Centre {size}</span>
            </Row>
          ))}
        </Rows>
      )}
    </BothThemes>
  );
}

const SPACE_STEPS = [1, 2, 3, 4, 6, 8];

/** The 4 px spacing scale (`space(n)`), the steps the components use, as bars of that length. */
export function SpaceTokens() {
  return (
    <Rows>
      {SPACE_STEPS.map((step) => (
        <Row key={step} name={`space(${step})`}>
          <span
            style={{
              inlineSize: lightTheme.space(step),
              blockSize: 16,
              background: lightTheme.color.primary,
              borderRadius: 2,
            }}
          />
          <Value>{lightTheme.space(step)}</Value>
        </Row>
      ))}
    </Rows>
  );
}

const Sample = styled.div<{ $theme: CampusTheme; $radius?: string; $shadow?: string }>`
  inline-size: 120px;
  block-size: 64px;
  display: grid;
  place-items: center;
  background: ${({ $theme }) => $theme.color.surface};
  border: 1px solid ${({ $theme }) => $theme.color.border};
  border-radius: ${({ $theme, $radius }) => $radius ?? $theme.radius.medium};
  box-shadow: ${({ $shadow }) => $shadow ?? 'none'};
  font-size: 0.8125rem;
`;

/** The two radii, on a surface in each theme. */
export function RadiusTokens() {
  return (
    <BothThemes>
      {(theme) => (
        <Rows>
          {(Object.entries(theme.radius) as [string, string][]).map(([name, radius]) => (
            <Row key={name} name={`radius.${name}`}>
              <Sample $theme={theme} $radius={radius}>
                {radius}
              </Sample>
            </Row>
          ))}
        </Rows>
      )}
    </BothThemes>
  );
}

/** The two shadows, each under a surface in each theme. */
export function ElevationTokens() {
  return (
    <BothThemes>
      {(theme) => (
        <Rows>
          {(Object.entries(theme.elevation) as [string, string][]).map(([name, shadow]) => (
            <Row key={name} name={`elevation.${name}`}>
              <Sample $theme={theme} $shadow={shadow}>
                {name}
              </Sample>
              <Value>{shadow}</Value>
            </Row>
          ))}
        </Rows>
      )}
    </BothThemes>
  );
}

const Demo = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  padding: 4px 8px;
  border: 1px solid ${lightTheme.color.border};
  border-radius: ${lightTheme.radius.small};
  background: ${lightTheme.color.surface};
  color: ${lightTheme.color.text};
  font: inherit;
  cursor: pointer;
`;

const Track = styled.span`
  position: relative;
  inline-size: 200px;
  block-size: 8px;
  border-radius: 4px;
  background: ${lightTheme.color.track};
  overflow: hidden;
`;

const Fill = styled.span<{ $duration: string; $full: boolean }>`
  position: absolute;
  inset-block: 0;
  inset-inline-start: 0;
  inline-size: ${({ $full }) => ($full ? '100%' : '25%')};
  background: ${lightTheme.color.primary};
  transition: inline-size ${({ $duration }) => $duration} ${lightTheme.motion.easing};
`;

function MotionDemo({ name, duration }: { name: string; duration: string }) {
  const [full, setFull] = useState(false);
  return (
    <Demo type="button" aria-pressed={full} onClick={() => setFull((value) => !value)}>
      <Track>
        <Fill $duration={duration} $full={full} />
      </Track>
      Play {name}
    </Demo>
  );
}

/**
 * The two durations and the easing, each moving a bar when its button is pressed. The theme
 * provider turns every transition off for a reader who asks for reduced motion.
 */
export function MotionTokens() {
  const { short, medium, easing } = lightTheme.motion;
  return (
    <Rows>
      {(
        [
          ['motion.short', short],
          ['motion.medium', medium],
        ] as const
      ).map(([name, duration]) => (
        <Row key={name} name={name}>
          <MotionDemo name={name} duration={duration} />
          <Value>
            {duration} {easing}
          </Value>
        </Row>
      ))}
    </Rows>
  );
}
