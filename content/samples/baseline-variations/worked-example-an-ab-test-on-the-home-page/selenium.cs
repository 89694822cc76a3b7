driver.Navigate().GoToUrl("https://shop.example.com/");
driver.Manage().Cookies.AddCookie(new Cookie("ab_hero", "photo"));
driver.Navigate().Refresh();
eyes.Check("Home", Target.Window().Fully());
