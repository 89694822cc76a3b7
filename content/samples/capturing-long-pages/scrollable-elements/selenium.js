await eyes.check('Orders table', Target.region('#orders-grid').fully());
