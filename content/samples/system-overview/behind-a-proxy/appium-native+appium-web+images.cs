config.Proxy = new ProxySettings("http://proxy.corp.local:8080");
eyes.Configuration = config;
