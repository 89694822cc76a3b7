const page = () => Target.window().fully()
  .ignore('header .last-updated')
  .floating('#chat-launcher', 20, 20, 20, 20);

await eyes.check('Order history', page());
await eyes.check('Wishlist', page().layout('#recommendations'));
