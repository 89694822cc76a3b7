it('login validation', () => {
  cy.eyesOpen({
    appName: 'Shop',
    testName: 'Login validation',
    browser: { width: 1280, height: 800, name: 'chrome' },
  });

  cy.visit('https://shop.example.com/login');
  cy.eyesCheckWindow({ tag: 'Empty form' });

  cy.get('#email').type('not-an-email');
  cy.get('#submit').click();
  cy.get('.form-error').should('be.visible');
  cy.eyesCheckWindow({ tag: 'Invalid email', target: 'region', selector: '#login-form' });

  cy.get('#email').clear().type('ana@example.com');
  cy.get('#password').type(Cypress.env('TEST_PASSWORD'), { log: false });
  cy.get('#submit').click();
  cy.location('pathname').should('eq', '/account'); // navigation: keep in code
  cy.eyesCheckWindow({
    tag: 'Account home',
    fully: true,
    ignore: [{ selector: '#last-login' }],
  });

  cy.eyesClose();
});
