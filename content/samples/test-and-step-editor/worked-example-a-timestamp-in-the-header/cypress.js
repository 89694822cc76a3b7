cy.eyesCheckWindow({
  tag: 'Order history',
  fully: true,
  ignore: [{ selector: 'header .last-updated' }],
});
