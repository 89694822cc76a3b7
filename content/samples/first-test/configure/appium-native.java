import io.eyessdk.appium.*;
import io.eyessdk.appium.fluent.Target;
import io.appium.java_client.AppiumBy;
import io.appium.java_client.android.AndroidDriver;
import io.appium.java_client.android.options.UiAutomator2Options;
import java.net.URL;

UiAutomator2Options options = new UiAutomator2Options().setDeviceName("Pixel 7").setApp("/builds/WebShop.apk");
AndroidDriver driver = new AndroidDriver(new URL("http://127.0.0.1:4723"), options);

EyesRunner runner = new ClassicRunner();
Eyes eyes = new Eyes(runner);
Configuration config = new Configuration();
config.setApiKey(System.getenv("EYES_API_KEY"));
eyes.setConfiguration(config);
