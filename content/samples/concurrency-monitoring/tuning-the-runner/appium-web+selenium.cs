var runner = new VisualGridRunner(new RunnerOptions().TestConcurrency(10));
