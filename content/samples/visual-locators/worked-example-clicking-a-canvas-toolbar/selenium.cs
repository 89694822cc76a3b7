var found = eyes.Locate(VisualLocator.Name("add-rectangle-tool").First());
var tool = found["add-rectangle-tool"][0];

new Actions(driver)
    .MoveToLocation(tool.Left + tool.Width / 2, tool.Top + tool.Height / 2)
    .Click()
    .Perform();

eyes.Check("Rectangle tool selected", Target.Region(By.Id("editor")));
