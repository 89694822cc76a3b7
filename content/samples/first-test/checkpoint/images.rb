# Screenshots your own tooling saved; Eyes compares them as they are
begin
  eyes.open(app_name: 'Web Shop', test_name: 'Login page', viewport_size: EyesSdk::RectangleSize.new(1280, 800))
  eyes.check(EyesSdk::Target.image('screenshots/login-empty.png').with_name('Empty form'))
  eyes.check(EyesSdk::Target.image('screenshots/login-errors.png').with_name('Validation errors'))
  eyes.close_async
ensure
  eyes.abort
end
puts runner.get_all_test_results(false)
