eyes.configure.set_proxy("http://proxy.corp.local:8080")
