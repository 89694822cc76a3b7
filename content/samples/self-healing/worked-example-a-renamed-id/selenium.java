@SuppressWarnings("unchecked")
List<Map<String, Object>> healed = (List<Map<String, Object>>)
    ((JavascriptExecutor) driver).executeScript("eyes:getHealedLocators");
healed.forEach(h -> System.out.printf("Healed %s -> suggested %s%n",
    h.get("originalLocator"), h.get("suggestedLocator")));
