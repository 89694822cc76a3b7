import os
from eyes_sdk_selenium import ClassicRunner, Eyes, RectangleSize, Target

runner = ClassicRunner()
eyes = Eyes(runner)
eyes.api_key = os.environ["EYES_API_KEY"]
