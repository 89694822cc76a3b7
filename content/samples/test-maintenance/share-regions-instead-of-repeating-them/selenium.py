def page():
    return (Target.window().fully()
        .ignore("header .last-updated")
        .floating("#chat-launcher", 20, 20, 20, 20))

eyes.check("Order history", page())
eyes.check("Wishlist", page().layout("#recommendations"))
