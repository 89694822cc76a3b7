// After the spec's last test: read the results instead of failing on them
after(() => {
  cy.eyesGetAllTestResults(false).then((summary) => {
    for (const container of summary.getAllResults()) {
      const r = container.getTestResults();
      cy.log(
        `${r.getName()} [${r.getHostDisplaySize()}]: ${r.getStatus()}, ` +
          `${r.getMismatches()} mismatches`,
      );
    }
  });
});
