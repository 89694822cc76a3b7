cy.eyesCheckWindow({ tag: 'Orders table', target: 'region', selector: '#orders-grid', fully: true });
