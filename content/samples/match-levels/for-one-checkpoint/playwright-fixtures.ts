await eyes.check('Search results', { fully: true, matchLevel: 'layout' });
await eyes.check('Order summary', { region: '#summary', matchLevel: 'strict' });
