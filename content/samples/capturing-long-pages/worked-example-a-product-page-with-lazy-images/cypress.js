// Scroll through once so that the lazy images load before the snapshot
cy.scrollTo('bottom', { duration: 3000 });
cy.scrollTo('top');

// The grid renders one tall window: no stitch mode or wait to set
cy.eyesCheckWindow({
  tag: 'Product page',
  fully: true,
  ignore: [{ selector: '#recently-viewed' }],
});
