await eyes.check('Confirmation', Target.window().fully());

const texts = await eyes.extractText([{ target: '#receipt-header', hint: 'ORD-\\d{6}' }]);
const orderNumber = texts[0].trim();
assert.match(orderNumber, /^ORD-\d{6}$/);

const totals = await eyes.extractTextRegions({ patterns: ['Total: \\$\\d+\\.\\d{2}'] });
assert.equal(totals['Total: \\$\\d+\\.\\d{2}'].length, 1);
