eyes.Check(Target.Image("screenshots/search-results.png")
    .Layout()
    .WithName("Search results"));
eyes.Check(Target.Image("screenshots/order-summary.png")
    .MatchLevel(MatchLevel.Strict)
    .WithName("Order summary"));
