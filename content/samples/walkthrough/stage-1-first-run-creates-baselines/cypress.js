cy.eyesOpen({ appName: 'Pantry', testName: 'Recipe page' });
cy.visit('https://staging.pantry.test/recipes/lemon-tart');
cy.eyesCheckWindow({ tag: 'Recipe header' });
cy.get('#servings-plus').click();
cy.eyesCheckWindow({ tag: 'Ingredients for 6', target: 'region', selector: '#ingredients' });
cy.eyesClose();
