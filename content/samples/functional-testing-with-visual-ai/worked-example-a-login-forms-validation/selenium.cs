eyes.Open(driver, "Shop", "Login validation", new Size(1280, 800));

driver.Navigate().GoToUrl("https://shop.example.com/login");
eyes.Check("Empty form", Target.Window());

driver.FindElement(By.Id("email")).SendKeys("not-an-email");
driver.FindElement(By.Id("submit")).Click();
new WebDriverWait(driver, TimeSpan.FromSeconds(5))
    .Until(d => d.FindElement(By.CssSelector(".form-error")).Displayed);
eyes.Check("Invalid email", Target.Region(By.Id("login-form")));

driver.FindElement(By.Id("email")).Clear();
driver.FindElement(By.Id("email")).SendKeys("ana@example.com");
driver.FindElement(By.Id("password")).SendKeys(Environment.GetEnvironmentVariable("TEST_PASSWORD"));
driver.FindElement(By.Id("submit")).Click();
Assert.That(driver.Url, Does.EndWith("/account"));   // navigation: keep in code
eyes.Check("Account home", Target.Window().Fully().Ignore(By.Id("last-login")));

eyes.CloseAsync();
