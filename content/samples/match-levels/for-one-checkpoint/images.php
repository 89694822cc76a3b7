$eyes->check(Target::image('screenshots/search-results.png')
    ->layout()
    ->withName('Search results'));
$eyes->check(Target::image('screenshots/order-summary.png')
    ->matchLevel(MatchLevel::STRICT)
    ->withName('Order summary'));
