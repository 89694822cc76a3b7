await eyes.check(Target.region('#orders-grid').fully().withName('Orders table'));
