// An image has no elements: regions are rectangles (left, top, width, height)
await eyes.check(Target.image('screenshots/home.png')
  .layout(new Region(0, 240, 960, 1200))
  .ignore(new Region(980, 240, 300, 600))
  .withName('Home'));
