eyes.Check("Confirmation", Target.Window().Fully());

var texts = eyes.ExtractText(new OcrRegion(By.Id("receipt-header")).Hint(@"ORD-\d{6}"));
var orderNumber = texts[0].Trim();
Assert.That(orderNumber, Does.Match(@"^ORD-\d{6}$"));

var totals = eyes.ExtractTextRegions(new TextRegionSettings(@"Total: \$\d+\.\d{2}"));
Assert.That(totals[@"Total: \$\d+\.\d{2}"], Has.Count.EqualTo(1));
