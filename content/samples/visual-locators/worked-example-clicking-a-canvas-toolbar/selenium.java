Map<String, List<Region>> found = eyes.locate(
    VisualLocator.name("add-rectangle-tool").first());
Region tool = found.get("add-rectangle-tool").get(0);

new Actions(driver)
    .moveToLocation(tool.getLeft() + tool.getWidth() / 2, tool.getTop() + tool.getHeight() / 2)
    .click()
    .perform();

eyes.check("Rectangle tool selected", Target.region(By.id("editor")));
