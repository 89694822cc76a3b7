eyes.check(Target.window().fully()
    .layout(app.otherElements["top-stories"])
    .ignore(app.otherElements["ad-slot"])
    .withName("Home"))
