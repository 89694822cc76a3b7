found = eyes.locate(VisualLocator.name("add-rectangle-tool").first())
tool = found["add-rectangle-tool"][0]

actions = ActionBuilder(driver)
actions.pointer_action.move_to_location(
    tool.left + tool.width // 2, tool.top + tool.height // 2).click()
actions.perform()

eyes.check("Rectangle tool selected", Target.region("#editor"))
