const healed = await driver.executeScript('eyes:getHealedLocators');
for (const h of healed) {
  console.warn(`Healed ${h.originalLocator} -> suggested ${h.suggestedLocator}`);
}
