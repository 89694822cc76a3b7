import io.eyessdk.images.*;
import io.eyessdk.images.fluent.Target;

EyesRunner runner = new ClassicRunner();
Eyes eyes = new Eyes(runner);
Configuration config = new Configuration();
config.setApiKey(System.getenv("EYES_API_KEY"));
eyes.setConfiguration(config);
