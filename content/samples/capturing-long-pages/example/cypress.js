cy.eyesCheckWindow({ tag: 'Product page', fully: true });
