// Scroll through once so the lazy images load: the grid renders the page as the test's browser holds it
cy.scrollTo('bottom', { duration: 3000 });
cy.scrollTo('top');

// One tall rendering on the Ultrafast Grid: no stitching, so no stitch mode or wait to set
cy.eyesCheckWindow({
  tag: 'Product page',
  fully: true,
  ignore: [{ selector: '#recently-viewed' }],
});
