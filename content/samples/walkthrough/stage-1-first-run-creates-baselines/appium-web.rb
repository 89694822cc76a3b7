eyes.open(driver: driver, app_name: 'Pantry', test_name: 'Recipe page')
driver.navigate.to('https://staging.pantry.test/recipes/lemon-tart')
eyes.check(EyesSdk::Target.window.with_name('Recipe header'))
driver.find_element(:id, 'servings-plus').click
eyes.check(EyesSdk::Target.region('#ingredients').with_name('Ingredients for 6'))
eyes.close_async
