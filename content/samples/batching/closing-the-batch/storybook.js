// eyes.config.js: the Storybook run leaves the pipeline's batch open for the final step to close
module.exports = {
  batch: { id: process.env.EYES_BATCH_ID },
  dontCloseBatches: true,
};
