import io.eyessdk.selenium.*;
import io.eyessdk.selenium.fluent.Target;

ClassicRunner runner = new ClassicRunner();
Eyes eyes = new Eyes(runner);
eyes.setApiKey(System.getenv("EYES_API_KEY"));
