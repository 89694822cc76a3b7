const page = () => Target.window().fully()
  .ignore('header .last-updated')
  .floating('#chat-launcher', 20);

await eyes.check(page().withName('Order history'));
await eyes.check(page().layout('#recommendations').withName('Wishlist'));
