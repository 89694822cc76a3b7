cy.eyesOpen({
  appName: 'Web Shop',
  testName: 'Product page',
  browser: { width: 1280, height: 800, name: 'chrome' },
});
