cy.eyesCheckWindow({ tag: 'Search results', fully: true, matchLevel: 'Layout' });
cy.eyesCheckWindow({
  tag: 'Order summary',
  target: 'region',
  selector: '#summary',
  matchLevel: 'Strict',
});
