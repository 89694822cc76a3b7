// eyes.config.js: leave the pipeline's batch open for its final step
module.exports = {
  batch: { id: process.env.EYES_BATCH_ID },
  dontCloseBatches: true,
};
