cy.eyesCheckWindow({ tag: 'Account settings', fully: true, ignoreDisplacements: true });
