await eyes.check('Account settings', { fully: true, ignoreDisplacements: true });
