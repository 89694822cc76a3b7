eyes.Open(driver, "Pantry", "Recipe screen");
driver.FindElement(MobileBy.AccessibilityId("recipe-lemon-tart")).Click();
eyes.Check(Target.Window().WithName("Recipe header"));
driver.FindElement(MobileBy.AccessibilityId("servings-plus")).Click();
eyes.Check(Target.Region(MobileBy.AccessibilityId("ingredients")).WithName("Ingredients for 6"));
eyes.CloseAsync();
