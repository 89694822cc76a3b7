// An image has no elements: regions are rectangles (left, top, width, height)
eyes.Check(Target.Image("screenshots/home.png")
    .Layout(new Region(0, 240, 960, 1200))
    .Ignore(new Region(980, 240, 300, 600))
    .WithName("Home"));
