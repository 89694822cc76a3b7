// Regions every page shares, in one place
const page = (tag, more = {}) => ({
  tag,
  fully: true,
  ignore: [{ selector: 'header .last-updated' }],
  floating: [
    {
      selector: '#chat-launcher',
      maxUpOffset: 20,
      maxDownOffset: 20,
      maxLeftOffset: 20,
      maxRightOffset: 20,
    },
  ],
  ...more,
});

cy.eyesCheckWindow(page('Order history'));
cy.eyesCheckWindow(page('Wishlist', { layout: [{ selector: '#recommendations' }] }));
