import type { Preview } from '@storybook/react-vite';

const preview: Preview = {
  parameters: {
    controls: { expanded: true },
    // Accessibility violations fail the story's checks instead of only showing in the panel.
    a11y: { test: 'error' },
  },
};

export default preview;
