// The time sits at the same place in every screenshot of the header
eyes.check(Target.image("screenshots/order-history.png")
    .ignore(new Region(1040, 16, 220, 32))
    .withName("Order history"));
