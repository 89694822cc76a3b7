// The image is compared as given: supply one of the table's whole content
eyes.Check(Target.Image("screenshots/orders-grid-full.png").WithName("Orders table"));
