*** Test Cases ***
Login Page
    Eyes Open    app_name=Web Shop    test_name=Login page    viewport_size={"width": 1280, "height": 800}
    Eyes Check    Target Window    Fully    Name    Empty form
    Click Button    id:submit
    Eyes Check    Target Window    Fully    Name    Validation errors
    Eyes Close Async
