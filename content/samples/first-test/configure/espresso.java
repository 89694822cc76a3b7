import io.eyessdk.espresso.*;
import io.eyessdk.espresso.fluent.Target;

Eyes eyes = new Eyes();
// a buildConfigField in app/build.gradle.kts copies EYES_API_KEY into the test build
eyes.setApiKey(BuildConfig.EYES_API_KEY);
