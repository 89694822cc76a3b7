// The time sits at the same place in every screenshot of the header
eyes.Check(Target.Image("screenshots/order-history.png")
    .Ignore(new Region(1040, 16, 220, 32))
    .WithName("Order history"));
