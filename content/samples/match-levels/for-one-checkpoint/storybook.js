// src/SearchResults.stories.js
export const WithResults = {
  args: { results: sampleResults },
  parameters: { eyes: { fully: true, matchLevel: 'Layout' } },
};

// src/OrderSummary.stories.js
export const Default = {
  args: { order: sampleOrder },
  parameters: { eyes: { matchLevel: 'Strict' } },
};
