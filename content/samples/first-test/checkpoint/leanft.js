await LFT.init();
const browser = await Web.Browser.launch(Web.BrowserType.Chrome);
try {
  await eyes.open(browser, 'Web Shop', 'Login page', { width: 1280, height: 800 });
  await browser.navigate('http://localhost:3000/login');
  await eyes.check(Target.window().fully().withName('Empty form'));

  await browser.$(Web.Button({ id: 'submit' })).click();
  await eyes.check(Target.window().fully().withName('Validation errors'));
  await eyes.closeAsync();
} finally {
  await eyes.abort();
  await browser.close();
  await LFT.cleanup();
}
console.log(await runner.getAllTestResults(false));
