// eyes.config.js: each worker leaves the shared batch open when its run ends
module.exports = {
  batch: { id: process.env.EYES_BATCH_ID },
  dontCloseBatches: true,
};
// the final CI step then closes the batch by its ID, or it closes by itself once no test joins
