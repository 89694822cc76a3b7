eyes.setProxy(new ProxySettings("http://proxy.corp.local:8080"));
