// src/HomePage.stories.js
export const Home = {
  parameters: {
    eyes: {
      fully: true,
      layoutRegions: [{ selector: '#top-stories' }],
      ignoreRegions: [{ selector: '.ad-slot' }],
    },
  },
};
