const found = await eyes.locate({ locatorNames: ['add-rectangle-tool'], firstOnly: true });
const [tool] = found['add-rectangle-tool'];

await driver.actions()
  .move({ x: tool.left + Math.floor(tool.width / 2), y: tool.top + Math.floor(tool.height / 2) })
  .click()
  .perform();

await eyes.check('Rectangle tool selected', Target.region('#editor'));
