config.proxy = ProxySettings("http://proxy.corp.local:8080")
eyes.configuration = config
