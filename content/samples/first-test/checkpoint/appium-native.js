try {
  await eyes.open(driver, 'Web Shop', 'Login screen');
  await eyes.check(Target.window().fully().withName('Empty form'));

  await driver.$('~submit').click();
  await eyes.check(Target.window().fully().withName('Validation errors'));
  await eyes.closeAsync();
} finally {
  await eyes.abort();
  await driver.deleteSession();
}
console.log(await runner.getAllTestResults(false));
