begin
  eyes.open(driver: driver, app_name: 'Web Shop', test_name: 'Login screen')
  eyes.check(EyesSdk::Target.window.fully.with_name('Empty form'))

  driver.find_element(:accessibility_id, 'submit').click
  eyes.check(EyesSdk::Target.window.fully.with_name('Validation errors'))
  eyes.close_async
ensure
  eyes.abort
  driver.quit
end
puts runner.get_all_test_results(false)
