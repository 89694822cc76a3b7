eyes.open("Pantry", "Recipe screen");
onView(withText("Lemon tart")).perform(click());
eyes.check(Target.window().withName("Recipe header"));
onView(withId(R.id.servings_plus)).perform(click());
eyes.check(Target.region(withId(R.id.ingredients)).withName("Ingredients for 6"));
eyes.close();
