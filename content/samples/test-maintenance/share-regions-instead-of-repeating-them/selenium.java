static SeleniumCheckSettings page() {
    return Target.window().fully()
        .ignore(By.cssSelector("header .last-updated"))
        .floating(By.id("chat-launcher"), 20, 20, 20, 20);
}

eyes.check("Order history", page());
eyes.check("Wishlist", page().layout(By.id("recommendations")));
