config.proxy = EyesSdk::ProxySettings.new('http://proxy.corp.local:8080')
eyes.configuration = config
