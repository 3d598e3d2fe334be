import { act, render, screen } from '@testing-library/react';
import { useTheme } from 'styled-components';
import { CampusThemeProvider } from './CampusThemeProvider';

function Mode() {
  return <p>mode: {useTheme().mode}</p>;
}

function fakeSystem(dark: boolean) {
  const listeners = new Set<() => void>();
  const state = { dark };
  window.matchMedia = ((query: string) => ({
    get matches() {
      return query.includes('dark') && state.dark;
    },
    media: query,
    onchange: null,
    addEventListener: (_: string, fn: () => void) => listeners.add(fn),
    removeEventListener: (_: string, fn: () => void) => listeners.delete(fn),
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
  return (next: boolean) => {
    state.dark = next;
    listeners.forEach((fn) => fn());
  };
}

test('follows prefers-color-scheme by default and reacts to changes', () => {
  const setSystemDark = fakeSystem(false);
  render(
    <CampusThemeProvider>
      <Mode />
    </CampusThemeProvider>,
  );
  expect(screen.getByText('mode: light')).toBeInTheDocument();
  act(() => setSystemDark(true));
  expect(screen.getByText('mode: dark')).toBeInTheDocument();
});

test('a forced mode wins over the system', () => {
  fakeSystem(true);
  render(
    <CampusThemeProvider mode="light">
      <Mode />
    </CampusThemeProvider>,
  );
  expect(screen.getByText('mode: light')).toBeInTheDocument();
});
