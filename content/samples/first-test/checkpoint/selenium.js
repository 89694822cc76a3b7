try {
  await eyes.open(driver, 'Web Shop', 'Login page', { width: 1280, height: 800 });
  await driver.get('http://localhost:3000/login');
  await eyes.check(Target.window().fully().withName('Empty form'));

  await driver.findElement({ id: 'submit' }).click();
  await eyes.check(Target.window().fully().withName('Validation errors'));
  await eyes.closeAsync();
} finally {
  await eyes.abort();
  await driver.quit();
}
console.log(await runner.getAllTestResults(false));
