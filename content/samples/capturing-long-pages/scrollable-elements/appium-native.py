eyes.check(Target.region((AppiumBy.ACCESSIBILITY_ID, "orders-list")).fully().with_name("Orders list"))
