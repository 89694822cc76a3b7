// Images are checked at the size they have: one test per screenshot size
foreach (var (file, size) in new[] {
    ("home-1440.png", new RectangleSize(1440, 900)),
    ("home-1024.png", new RectangleSize(1024, 768)),
    ("home-390.png", new RectangleSize(390, 844)) })
{
    eyes.Open("Web Shop", $"Home at {size.Width} px", size);
    eyes.Check(Target.Image($"screenshots/{file}").WithName("Home"));
    eyes.CloseAsync();
}
