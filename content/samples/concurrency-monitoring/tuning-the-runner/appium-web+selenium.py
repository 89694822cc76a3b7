runner = VisualGridRunner(RunnerOptions().test_concurrency(10))
