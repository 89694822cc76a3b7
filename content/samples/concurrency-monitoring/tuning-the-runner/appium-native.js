// Screens are captured on the device: a classic test holds no concurrent session
const runner = new ClassicRunner();
