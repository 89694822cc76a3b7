// Images are checked at the size they have: one test per screenshot size
for (int width : new int[] {1440, 1024, 390}) {
    eyes.open("Web Shop", "Home at " + width + " px");
    eyes.check(Target.image("screenshots/home-" + width + ".png").withName("Home"));
    eyes.closeAsync();
}
