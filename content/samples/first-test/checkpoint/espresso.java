@Rule
public ActivityScenarioRule<LoginActivity> activity = new ActivityScenarioRule<>(LoginActivity.class);

@Test
public void loginScreen() {
    try {
        eyes.open("Web Shop", "Login screen");
        eyes.check(Target.window().fully().withName("Empty form"));

        onView(withId(R.id.submit)).perform(click());
        eyes.check(Target.window().fully().withName("Validation errors"));
        eyes.close();
    } finally {
        eyes.abort();
    }
}
