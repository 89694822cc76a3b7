import io.eyessdk.playwright.*;
import io.eyessdk.playwright.fluent.Target;
import com.microsoft.playwright.*;

EyesRunner runner = new ClassicRunner();
Eyes eyes = new Eyes(runner);
Configuration config = new Configuration();
config.setApiKey(System.getenv("EYES_API_KEY"));
eyes.setConfiguration(config);
