// Images are uploaded as given: a classic test holds no concurrent session
var runner = new ClassicRunner();
