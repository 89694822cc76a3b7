begin
  eyes.open(driver: driver, app_name: 'Web Shop', test_name: 'Login page')
  # the Android emulator reaches the host's localhost as 10.0.2.2
  driver.navigate.to('http://10.0.2.2:3000/login')
  eyes.check(EyesSdk::Target.window.fully.with_name('Empty form'))

  driver.find_element(:id, 'submit').click
  eyes.check(EyesSdk::Target.window.fully.with_name('Validation errors'))
  eyes.close_async
ensure
  eyes.abort
  driver.quit
end
puts runner.get_all_test_results(false)
