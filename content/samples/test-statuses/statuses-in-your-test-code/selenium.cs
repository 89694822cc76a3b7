var summary = runner.GetAllTestResults(false);
foreach (var container in summary)
{
    var r = container.TestResults;
    Console.WriteLine($"{r.Name} [{r.HostDisplaySize}]: {r.Status}, {r.Mismatches} mismatches");
}
