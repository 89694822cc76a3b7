*** Test Cases ***
Search And Order
    Eyes Check    Target Window    Fully
    ...    Match Level    LAYOUT    Name    Search results
    Eyes Check    Target Region By Selector    css:#summary
    ...    Match Level    STRICT    Name    Order summary
