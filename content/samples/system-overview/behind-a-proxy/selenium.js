eyes.setProxy({ url: 'http://proxy.corp.local:8080' });
