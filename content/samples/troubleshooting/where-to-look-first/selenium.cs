Console.WriteLine($"Execution Cloud session: {((RemoteWebDriver)driver).SessionId}");
