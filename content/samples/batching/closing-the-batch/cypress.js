// eyes.config.js: each worker leaves the shared batch open when its run ends
module.exports = {
  batch: { id: process.env.EYES_BATCH_ID },
  dontCloseBatches: true,
};
// a final CI step closes the batch by its ID, after every worker
