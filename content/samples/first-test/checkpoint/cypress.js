// cypress/e2e/login.cy.js
describe('Login page', () => {
  it('shows validation errors', () => {
    cy.eyesOpen({ appName: 'Web Shop', testName: 'Login page' });
    cy.visit('/login');
    cy.eyesCheckWindow({ tag: 'Empty form', fully: true });

    cy.get('#submit').click();
    cy.eyesCheckWindow({ tag: 'Validation errors', fully: true });
    cy.eyesClose();
  });
});
