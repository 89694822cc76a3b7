// Screenshots your own tooling saved of the recipe page; Eyes compares them as they are
eyes.Open("Pantry", "Recipe page", new RectangleSize(1440, 900));
eyes.Check(Target.Image("screenshots/lemon-tart/header.png").WithName("Recipe header"));
eyes.Check(Target.Image("screenshots/lemon-tart/ingredients-6.png").WithName("Ingredients for 6"));
eyes.CloseAsync();
