eyes.Proxy = new ProxySettings("http://proxy.corp.local:8080");
