cy.eyesCheckWindow({
  tag: 'Home',
  fully: true,
  layout: [{ selector: '#top-stories' }],
  ignore: [{ selector: '.ad-slot' }],
});
