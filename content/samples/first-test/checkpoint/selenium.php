try {
    $eyes->open($driver, 'Web Shop', 'Login page', new RectangleSize(1280, 800));
    $driver->get('http://localhost:3000/login');
    $eyes->check(Target::window()->fully()->withName('Empty form'));

    $driver->findElement(WebDriverBy::id('submit'))->click();
    $eyes->check(Target::window()->fully()->withName('Validation errors'));
    $eyes->closeAsync();
} finally {
    $eyes->abort();
    $driver->quit();
}
echo $runner->getAllTestResults(false);
