// Images are uploaded as given: a classic test holds no concurrent session
const runner = new ClassicRunner();
