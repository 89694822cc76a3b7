try {
  await eyes.open(driver, 'Web Shop', 'Login page');
  // the Android emulator reaches the host's localhost as 10.0.2.2
  await driver.url('http://10.0.2.2:3000/login');
  await eyes.check(Target.window().fully().withName('Empty form'));

  await driver.$('#submit').click();
  await eyes.check(Target.window().fully().withName('Validation errors'));
  await eyes.closeAsync();
} finally {
  await eyes.abort();
  await driver.deleteSession();
}
console.log(await runner.getAllTestResults(false));
