runner = EyesSdk::VisualGridRunner.new(EyesSdk::RunnerOptions.new.test_concurrency(10))
