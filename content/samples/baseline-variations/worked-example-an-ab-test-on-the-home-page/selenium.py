driver.get("https://shop.example.com/")
driver.add_cookie({"name": "ab_hero", "value": "photo"})
driver.refresh()
eyes.check("Home", Target.window().fully())
