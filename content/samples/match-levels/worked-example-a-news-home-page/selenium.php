$eyes->check(Target::window()->fully()
    ->layout(WebDriverBy::id('top-stories'))
    ->ignore(WebDriverBy::cssSelector('.ad-slot'))
    ->withName('Home'));
