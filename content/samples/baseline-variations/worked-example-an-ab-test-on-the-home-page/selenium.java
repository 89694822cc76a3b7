driver.get("https://shop.example.com/");
driver.manage().addCookie(new Cookie("ab_hero", "photo"));
driver.navigate().refresh();
eyes.check("Home", Target.window().fully());
