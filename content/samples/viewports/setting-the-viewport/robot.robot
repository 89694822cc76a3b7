*** Test Cases ***
Product Page
    Eyes Open    app_name=Web Shop    test_name=Product page
    ...    viewport_size={"width": 1280, "height": 800}
