// src/HomePage.stories.js: the story fixes the experiment group
export const Home = {
  args: { heroVariant: 'photo' },
  parameters: { eyes: { fully: true } },
};
