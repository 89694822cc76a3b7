# Images are uploaded as given: a classic test holds no concurrent session
runner = EyesSdk::ClassicRunner.new
