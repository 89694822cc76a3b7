$eyes->check(Target::window()->fully()->layout()->withName('Search results'));
$eyes->check(Target::region(WebDriverBy::id('summary'))
    ->matchLevel(MatchLevel::STRICT)
    ->withName('Order summary'));
