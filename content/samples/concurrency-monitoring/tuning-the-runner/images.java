// Images are uploaded as given: a classic test holds no concurrent session
ClassicRunner runner = new ClassicRunner();
