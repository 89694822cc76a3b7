eyes.check("Confirmation", Target.window().fully());

List<String> texts = eyes.extractText(
    new OcrRegion(By.id("receipt-header")).hint("ORD-\\d{6}"));
String orderNumber = texts.get(0).trim();
assertTrue(orderNumber.matches("ORD-\\d{6}"));

Map<String, List<TextRegion>> totals = eyes.extractTextRegions(
    new TextRegionSettings("Total: \\$\\d+\\.\\d{2}"));
assertEquals(1, totals.get("Total: \\$\\d+\\.\\d{2}").size());
