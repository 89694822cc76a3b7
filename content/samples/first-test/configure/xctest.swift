import XCTest
import EyesSdkXCTest

let runner = ClassicRunner()
let eyes = Eyes(runner: runner)
let config = Configuration()
// xcodebuild passes TEST_RUNNER_EYES_API_KEY (step 1) to the tests as EYES_API_KEY
config.apiKey = ProcessInfo.processInfo.environment["EYES_API_KEY"]
eyes.configuration = config
