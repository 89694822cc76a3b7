// The image is compared as given: supply one of the table's whole content
await eyes.check(Target.image('screenshots/orders-grid-full.png').withName('Orders table'));
