VisualGridRunner runner = new VisualGridRunner(new RunnerOptions().testConcurrency(10));
