# Screens are captured on the device: a classic test holds no concurrent session
runner = EyesSdk::ClassicRunner.new
