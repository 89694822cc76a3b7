import type { Decorator, Preview } from '@storybook/react-vite';
import { createElement } from 'react';
import '../src/theme/tokens.css';
import './preview.css';

/**
 * Every story renders inside the chrome's themed page: `data-theme` on <html>
 * (from the Theme toolbar, or a story's `globals: { theme: 'dark' }`) and the
 * theme's background and text colour, so contrast checks see real pairs.
 */
const withTheme: Decorator = (Story, context) => {
  const theme = context.globals['theme'] === 'dark' ? 'dark' : 'light';
  if (typeof document !== 'undefined') document.documentElement.dataset['theme'] = theme;
  // Keyed by story id: switching stories remounts, so uncontrolled state (e.g. an open drawer) starts fresh.
  return createElement(
    'div',
    { key: context.id, className: 'docs-story-root', 'data-theme': theme },
    createElement(Story),
  );
};

const preview: Preview = {
  parameters: {
    controls: { expanded: true },
    // Accessibility violations fail the story's checks instead of only showing in the panel.
    a11y: { test: 'error' },
  },
  globalTypes: {
    theme: {
      description: 'Colour mode of the chrome',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light' },
  decorators: [withTheme],
};

export default preview;
