const summary = await runner.getAllTestResults(false);
for (const container of summary.getAllResults()) {
  const r = container.getTestResults();
  console.log(
    `${r.getName()} [${r.getHostDisplaySize()}]: ${r.getStatus()}, ` +
      `${r.getMismatches()} mismatches`,
  );
}
