# The time sits at the same place in every screenshot of the header
eyes.check(Target.image("screenshots/order-history.png")
    .ignore(Region(1040, 16, 220, 32))
    .with_name("Order history"))
