// Screenshots your own tooling saved; Eyes compares them as they are
try {
    $eyes->open('Web Shop', 'Login page', new RectangleSize(1280, 800));
    $eyes->check(Target::image('screenshots/login-empty.png')->withName('Empty form'));
    $eyes->check(Target::image('screenshots/login-errors.png')->withName('Validation errors'));
    $eyes->closeAsync();
} finally {
    $eyes->abort();
}
echo $runner->getAllTestResults(false);
