// No browser to resize: the image is checked as given, under this viewport size
$eyes->open('Web Shop', 'Product page', new RectangleSize(1280, 800));
$eyes->check(Target::image('screenshots/product.png')->withName('Product page'));
