// Screenshots your own tooling saved; Eyes compares them as they are
try {
  await eyes.open('Web Shop', 'Login page', { width: 1280, height: 800 });
  await eyes.check(Target.image('screenshots/login-empty.png').withName('Empty form'));
  await eyes.check(Target.image('screenshots/login-errors.png').withName('Validation errors'));
  await eyes.closeAsync();
} finally {
  await eyes.abort();
}
console.log(await runner.getAllTestResults(false));
