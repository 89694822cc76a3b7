console.log(`Execution Cloud session: ${(await driver.getSession()).getId()}`);
