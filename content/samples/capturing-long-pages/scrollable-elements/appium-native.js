await eyes.check(Target.region('~orders-list').fully().withName('Orders list'));
