const runner = new VisualGridRunner({ testConcurrency: 10 });
