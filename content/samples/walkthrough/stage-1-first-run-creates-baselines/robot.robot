*** Test Cases ***
Recipe Page
    Eyes Open    app_name=Pantry    test_name=Recipe page
    Go To    https://staging.pantry.test/recipes/lemon-tart
    Eyes Check Window    Recipe header
    Click Button    id:servings-plus
    Eyes Check Region By Selector    css:#ingredients    Ingredients for 6
    Eyes Close Async
