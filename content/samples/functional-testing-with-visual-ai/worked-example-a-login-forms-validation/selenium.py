eyes.open(driver, "Shop", "Login validation", {"width": 1280, "height": 800})

driver.get("https://shop.example.com/login")
eyes.check("Empty form", Target.window())

driver.find_element(By.ID, "email").send_keys("not-an-email")
driver.find_element(By.ID, "submit").click()
WebDriverWait(driver, 5).until(
    EC.visibility_of_element_located((By.CSS_SELECTOR, ".form-error")))
eyes.check("Invalid email", Target.region("#login-form"))

driver.find_element(By.ID, "email").clear()
driver.find_element(By.ID, "email").send_keys("ana@example.com")
driver.find_element(By.ID, "password").send_keys(os.environ["TEST_PASSWORD"])
driver.find_element(By.ID, "submit").click()
assert driver.current_url.endswith("/account")   # navigation: keep in code
eyes.check("Account home", Target.window().fully().ignore("#last-login"))

eyes.close_async()
