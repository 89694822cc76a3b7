import XCTest
import EyesSdkXCTest

let runner = ClassicRunner()
let eyes = Eyes(runner: runner)
let config = Configuration()
// The key the shell exported (export EYES_API_KEY=...), as the tests see it
config.apiKey = ProcessInfo.processInfo.environment["EYES_API_KEY"]
eyes.configuration = config
