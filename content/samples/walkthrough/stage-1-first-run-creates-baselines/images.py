# Screenshots your own tooling saved of the recipe page; Eyes compares them as they are
eyes.open("Pantry", "Recipe page", RectangleSize(1440, 900))
eyes.check(Target.image("screenshots/lemon-tart/header.png").with_name("Recipe header"))
eyes.check(Target.image("screenshots/lemon-tart/ingredients-6.png").with_name("Ingredients for 6"))
eyes.close_async()
