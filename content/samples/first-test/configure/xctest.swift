import XCTest
import EyesSdkXCTest

let runner = ClassicRunner()
let eyes = Eyes(runner: runner)
let config = Configuration()
// xcodebuild hands TEST_RUNNER_EYES_API_KEY from the shell to the tests as EYES_API_KEY
config.apiKey = ProcessInfo.processInfo.environment["EYES_API_KEY"]
eyes.configuration = config
