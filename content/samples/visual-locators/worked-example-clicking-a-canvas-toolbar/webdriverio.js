const found = await eyes.locate({
  locatorNames: ['add-rectangle-tool'],
  firstOnly: true,
});
const [tool] = found['add-rectangle-tool'];

await browser.action('pointer')
  .move({
    x: tool.left + Math.floor(tool.width / 2),
    y: tool.top + Math.floor(tool.height / 2),
  })
  .down()
  .up()
  .perform();

await eyes.check(Target.region('#editor').withName('Rectangle tool selected'));
