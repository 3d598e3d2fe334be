import type { Decorator } from '@storybook/react-vite';
import { CampusThemeProvider } from '../CampusThemeProvider';

/** Gives stories the kit's base styles (page colours follow the theme global, so dark stories are legible). */
export const withCampusTheme: Decorator = (Story, context) => (
  <CampusThemeProvider mode={context.globals.theme === 'dark' ? 'dark' : 'light'}>
    <Story />
  </CampusThemeProvider>
);
