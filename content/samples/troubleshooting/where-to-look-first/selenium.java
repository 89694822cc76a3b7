System.out.println("Execution Cloud session: " + ((RemoteWebDriver) driver).getSessionId());
