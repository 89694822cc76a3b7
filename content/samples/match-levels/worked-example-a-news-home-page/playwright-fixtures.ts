await eyes.check('Home', {
  fully: true,
  layoutRegions: ['#top-stories'],
  ignoreRegions: ['.ad-slot'],
});
