RSpec.describe 'Login page', type: :feature, js: true do
  after { eyes.abort }

  it 'shows validation errors' do
    eyes.open(driver: page, app_name: 'Web Shop', test_name: 'Login page',
              viewport_size: EyesSdk::RectangleSize.new(1280, 800))
    visit '/login'
    eyes.check(EyesSdk::Target.window.fully.with_name('Empty form'))

    click_button 'submit'
    eyes.check(EyesSdk::Target.window.fully.with_name('Validation errors'))
    eyes.close_async
  end
end
