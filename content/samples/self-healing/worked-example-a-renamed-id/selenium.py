healed = driver.execute_script("eyes:getHealedLocators")
for h in healed:
    print(f"Healed {h['originalLocator']} -> suggested {h['suggestedLocator']}")
