*** Test Cases ***
Home Page
    Eyes Check    Target Window    Fully
    ...    Layout Region By Selector    css:#top-stories
    ...    Ignore Region By Selector    css:.ad-slot
    ...    Name    Home
