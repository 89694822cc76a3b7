var healed = (IReadOnlyCollection<object>)((IJavaScriptExecutor)driver)
    .ExecuteScript("eyes:getHealedLocators");
foreach (Dictionary<string, object> h in healed)
{
    Console.WriteLine($"Healed {h["originalLocator"]} -> suggested {h["suggestedLocator"]}");
}
