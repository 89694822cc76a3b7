begin
  eyes.open(driver: driver, app_name: 'Web Shop', test_name: 'Login page',
            viewport_size: EyesSdk::RectangleSize.new(1280, 800))
  driver.navigate.to('http://localhost:3000/login')
  eyes.check(EyesSdk::Target.window.fully.with_name('Empty form'))

  driver.find_element(id: 'submit').click
  eyes.check(EyesSdk::Target.window.fully.with_name('Validation errors'))
  eyes.close_async
ensure
  eyes.abort
  driver.quit
end
puts runner.get_all_test_results(false)
