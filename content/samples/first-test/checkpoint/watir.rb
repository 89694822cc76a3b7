browser = Watir::Browser.new(:chrome)
begin
  eyes.open(driver: browser, app_name: 'Web Shop', test_name: 'Login page',
            viewport_size: EyesSdk::RectangleSize.new(1280, 800))
  browser.goto('http://localhost:3000/login')
  eyes.check(EyesSdk::Target.window.fully.with_name('Empty form'))

  browser.button(id: 'submit').click
  eyes.check(EyesSdk::Target.window.fully.with_name('Validation errors'))
  eyes.close_async
ensure
  eyes.abort
  browser.close
end
puts runner.get_all_test_results(false)
