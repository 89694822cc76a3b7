TestResultsSummary summary = runner.getAllTestResults(false);
for (TestResultContainer container : summary) {
    TestResults r = container.getTestResults();
    System.out.printf("%s [%s]: %s, %d mismatches%n",
        r.getName(), r.getHostDisplaySize(), r.getStatus(), r.getMismatches());
}
