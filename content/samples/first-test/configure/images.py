import os
from eyes_sdk_images import ClassicRunner, Configuration, Eyes, RectangleSize, Target

runner = ClassicRunner()
eyes = Eyes(runner)
config = Configuration()
config.api_key = os.environ["EYES_API_KEY"]
eyes.configuration = config
