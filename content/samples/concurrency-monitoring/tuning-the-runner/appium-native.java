// Screens are captured on the device: a classic test holds no concurrent session
ClassicRunner runner = new ClassicRunner();
