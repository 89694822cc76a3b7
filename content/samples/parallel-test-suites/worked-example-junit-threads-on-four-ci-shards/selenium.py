# conftest.py – pytest-xdist starts one process per worker; each gets its own runner.
runner = VisualGridRunner(RunnerOptions().test_concurrency(5))
batch = BatchInfo("Shop – CI")   # ID from EYES_BATCH_ID

@pytest.fixture
def eyes(driver, request):
    eyes = Eyes(runner)   # one per test
    eyes.set_configuration(Configuration()
        .set_api_key(os.environ["EYES_API_KEY"])
        .set_server_url("https://eyes.example.com")
        .set_batch(batch)
        .add_browser(1440, 900, BrowserType.CHROME)
        .add_browser(1440, 900, BrowserType.SAFARI))
    eyes.open(driver, "Shop", request.node.name)
    yield eyes
    eyes.close_async()

def pytest_sessionfinish(session):
    print(runner.get_all_test_results(False))
