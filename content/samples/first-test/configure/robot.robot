*** Settings ***
Library           SeleniumLibrary
# eyes.yaml holds the suite's settings; the API key is read from EYES_API_KEY
Library           EyesLibrary    runner=web    config=eyes.yaml
Test Setup        Open Browser    http://localhost:3000/login    chrome
Test Teardown     Run Keywords    Eyes Abort    AND    Close Browser
