eyes.open(driver: driver, app_name: 'Pantry', test_name: 'Recipe screen')
driver.find_element(:accessibility_id, 'recipe-lemon-tart').click
eyes.check(EyesSdk::Target.window.with_name('Recipe header'))
driver.find_element(:accessibility_id, 'servings-plus').click
eyes.check(EyesSdk::Target.region({ accessibility_id: 'ingredients' }).with_name('Ingredients for 6'))
eyes.close_async
