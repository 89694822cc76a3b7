config.setProxy(new ProxySettings("http://proxy.corp.local:8080"));
eyes.setConfiguration(config);
