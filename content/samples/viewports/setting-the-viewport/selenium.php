$eyes->open($driver, 'Web Shop', 'Product page', new RectangleSize(1280, 800));
