// Force the experiment group before the page loads
cy.setCookie('ab_hero', 'photo', { domain: 'shop.example.com' });
cy.visit('https://shop.example.com/');
cy.eyesCheckWindow({ tag: 'Home', fully: true });
