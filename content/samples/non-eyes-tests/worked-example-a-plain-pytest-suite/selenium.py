@pytest.fixture
def driver(request):
    options = webdriver.ChromeOptions()
    options.set_capability("eyes:options", {
        "apiKey": os.environ["EYES_API_KEY"],
        "testName": request.node.name,
        "batchId": os.environ["CI_PIPELINE_ID"],
        "batchName": "Shop functional",
    })
    driver = webdriver.Remote("https://exec.eyes.example.com/wd/hub", options=options)
    yield driver
    failed = request.node.rep_call.failed   # set by a pytest_runtest_makereport hook
    driver.execute_script("eyes:endTest", {
        "status": "Failed" if failed else "Passed",
        "reason": str(request.node.rep_call.longrepr)[:500] if failed else "",
    })
    driver.quit()
