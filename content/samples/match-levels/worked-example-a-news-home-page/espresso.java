eyes.check(Target.window().fully()
    .layout(withId(R.id.top_stories))
    .ignore(withId(R.id.ad_slot))
    .withName("Home"));
