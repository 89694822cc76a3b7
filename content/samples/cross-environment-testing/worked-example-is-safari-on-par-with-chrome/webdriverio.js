const reference = new Configuration();
reference.apiKey = process.env.EYES_API_KEY;
reference.serverUrl = 'https://eyes.example.com';
reference.batch = new BatchInfo('Product page – cross-browser reference');
reference.baselineEnvName = 'shop-reference-1440';
reference.addBrowser(1440, 900, BrowserType.CHROME);
eyes.configuration = reference;
