await eyes.check('Order history', { fully: true, ignoreRegions: ['header .last-updated'] });
