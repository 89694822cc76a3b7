static SeleniumCheckSettings Page() => Target.Window().Fully()
    .Ignore(By.CssSelector("header .last-updated"))
    .Floating(By.Id("chat-launcher"), 20, 20, 20, 20);

eyes.Check("Order history", Page());
eyes.Check("Wishlist", Page().Layout(By.Id("recommendations")));
