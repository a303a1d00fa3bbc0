package io.github.heuristicgrader.report.html;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.File;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.WebSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Predicate;

/**
 * A headless Chromium with one tab, driven over the DevTools protocol through a WebSocket: JDK and Jackson only, no
 * WebDriver. Every wait has a time limit, and {@link #close()} kills the browser and everything it started, so a
 * test using it cannot hang.
 *
 * <p>Everything the page reports that a reader would call a problem is kept: console errors and warnings, uncaught
 * exceptions, log entries of level error, dialogs ({@code alert}), and any request for something that is not a local
 * file or inline data.
 */
public final class HeadlessChromium implements AutoCloseable {

    /** The variable naming the browser to use, when it is not {@code chromium} on the {@code PATH}. */
    public static final String EXECUTABLE_VARIABLE = "CHROMIUM";
    private static final List<String> NAMES = List.of("chromium", "chromium-browser", "google-chrome",
            "google-chrome-stable");
    private static final Duration START = Duration.ofSeconds(30);
    private static final Duration COMMAND = Duration.ofSeconds(20);
    private static final ObjectMapper JSON = new ObjectMapper();
    /** The method of the event that stands for a message that could not be read. */
    private static final String UNREADABLE = "HeadlessChromium.unreadable";

    private final Process process;
    private final WebSocket socket;
    private final String session;
    private final AtomicInteger ids = new AtomicInteger();
    private final Map<Integer, CompletableFuture<JsonNode>> pending = new ConcurrentHashMap<>();
    private final List<JsonNode> events = new ArrayList<>();
    private final List<String> problems = new ArrayList<>();

    private HeadlessChromium(Process process, WebSocket socket, Listener listener) throws IOException {
        this.process = process;
        this.socket = socket;
        listener.attach(this);
        String target = call(null, "Target.createTarget", Map.of("url", "about:blank")).path("targetId").asText();
        this.session = call(null, "Target.attachToTarget", Map.of("targetId", target, "flatten", true))
                .path("sessionId").asText();
        for (String domain : List.of("Page", "Runtime", "Log", "Network")) {
            send(domain + ".enable", Map.of());
        }
    }

    /**
     * The browser to run: the file {@value #EXECUTABLE_VARIABLE} names, else the first of {@code chromium},
     * {@code chromium-browser}, {@code google-chrome} on the {@code PATH}; empty when there is none.
     */
    public static Optional<Path> find() {
        String named = System.getenv(EXECUTABLE_VARIABLE);
        if (named != null && !named.isBlank()) {
            Path file = Path.of(named);
            return Files.isExecutable(file) ? Optional.of(file) : Optional.empty();
        }
        String path = System.getenv().getOrDefault("PATH", "");
        for (String name : NAMES) {
            for (String directory : path.split(File.pathSeparator)) {
                Path file = Path.of(directory.isEmpty() ? "." : directory, name);
                if (Files.isRegularFile(file) && Files.isExecutable(file)) {
                    return Optional.of(file);
                }
            }
        }
        return Optional.empty();
    }

    /** Whether this runs in CI (the variable {@code CI} is {@code true}), where a missing browser is a failure. */
    public static boolean inContinuousIntegration() {
        return "true".equalsIgnoreCase(System.getenv("CI"));
    }

    /**
     * Starts {@code executable} headless with a fresh profile in {@code profile} and its output in {@code log}, and
     * opens a blank tab.
     *
     * @throws IOException when the browser does not start or does not open its DevTools port in time
     */
    public static HeadlessChromium launch(Path executable, Path profile, Path log) throws IOException {
        Files.createDirectories(profile);
        Files.createDirectories(log.toAbsolutePath().getParent());
        Path portFile = profile.resolve("DevToolsActivePort");
        Files.deleteIfExists(portFile);
        Process process = new ProcessBuilder(executable.toString(), "--headless", "--no-sandbox", "--disable-gpu",
                "--disable-dev-shm-usage", "--no-first-run", "--no-default-browser-check",
                "--disable-background-networking", "--disable-component-update", "--disable-sync",
                "--disable-extensions", "--disable-quic", "--mute-audio", "--hide-scrollbars",
                "--remote-debugging-address=127.0.0.1", "--remote-debugging-port=0",
                "--user-data-dir=" + profile.toAbsolutePath(), "about:blank")
                .redirectErrorStream(true)
                .redirectOutput(log.toFile())
                .start();
        try {
            String endpoint = devToolsEndpoint(process, portFile, log);
            Listener listener = new Listener();
            WebSocket socket = HttpClient.newBuilder().connectTimeout(START).build().newWebSocketBuilder()
                    .connectTimeout(START).buildAsync(URI.create(endpoint), listener)
                    .get(START.toSeconds(), TimeUnit.SECONDS);
            return new HeadlessChromium(process, socket, listener);
        } catch (IOException | ExecutionException | TimeoutException | RuntimeException e) {
            kill(process);
            throw new IOException("cannot drive " + executable + " (its output is in " + log + "): " + e, e);
        } catch (InterruptedException e) {
            kill(process);
            Thread.currentThread().interrupt();
            throw new IOException("interrupted starting " + executable, e);
        }
    }

    /** The browser's WebSocket address, from the file it writes into its profile once it listens. */
    private static String devToolsEndpoint(Process process, Path portFile, Path log)
            throws IOException, InterruptedException {
        long deadline = System.nanoTime() + START.toNanos();
        while (System.nanoTime() < deadline) {
            if (Files.isRegularFile(portFile)) {
                List<String> lines = Files.readAllLines(portFile, StandardCharsets.UTF_8);
                if (lines.size() >= 2 && !lines.get(1).isBlank()) {
                    return "ws://127.0.0.1:" + lines.get(0).trim() + lines.get(1).trim();
                }
            }
            if (!process.isAlive()) {
                throw new IOException("the browser ended with exit code " + process.exitValue() + ": "
                        + Files.readString(log, StandardCharsets.UTF_8).strip());
            }
            Thread.sleep(50);
        }
        throw new IOException("no DevTools port within " + START.toSeconds() + " s");
    }

    /** Sends a command to the tab and waits for its result. */
    public JsonNode send(String method, Map<String, ?> params) throws IOException {
        return call(session, method, params);
    }

    private JsonNode call(String sessionId, String method, Map<String, ?> params) throws IOException {
        int id = ids.incrementAndGet();
        ObjectNode message = JSON.createObjectNode().put("id", id).put("method", method);
        message.set("params", JSON.valueToTree(params));
        if (sessionId != null) {
            message.put("sessionId", sessionId);
        }
        CompletableFuture<JsonNode> reply = new CompletableFuture<>();
        pending.put(id, reply);
        try {
            synchronized (socket) {
                socket.sendText(JSON.writeValueAsString(message), true).get(COMMAND.toSeconds(), TimeUnit.SECONDS);
            }
            JsonNode answer = reply.get(COMMAND.toSeconds(), TimeUnit.SECONDS);
            if (answer.has("error")) {
                throw new IOException(method + " failed: " + answer.get("error"));
            }
            return answer.path("result");
        } catch (ExecutionException | TimeoutException e) {
            throw new IOException(method + " got no answer within " + COMMAND.toSeconds() + " s", e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted waiting for " + method, e);
        } finally {
            pending.remove(id);
        }
    }

    /** Sets the viewport: {@code width} × {@code height} CSS pixels, as a phone when {@code mobile}. */
    public void viewport(int width, int height, boolean mobile) throws IOException {
        send("Emulation.setDeviceMetricsOverride", Map.of("width", width, "height", height, "deviceScaleFactor", 1,
                "mobile", mobile));
    }

    /** Loads {@code file} and waits for its load event. */
    public void load(Path file) throws IOException {
        int seen = eventCount();
        send("Page.navigate", Map.of("url", file.toUri().toString()));
        awaitEvent(seen, event -> "Page.loadEventFired".equals(event.path("method").asText()));
    }

    /**
     * The value of a JavaScript expression evaluated in the page, as JSON.
     *
     * @throws IOException when the expression throws
     */
    public JsonNode evaluate(String expression) throws IOException {
        JsonNode result = send("Runtime.evaluate", Map.of("expression", expression, "returnByValue", true));
        if (result.has("exceptionDetails")) {
            throw new IOException("evaluating " + expression + " threw: " + result.get("exceptionDetails"));
        }
        return result.path("result").path("value");
    }

    /** Clicks with the mouse in the middle of the first element matching {@code selector}, scrolled into view. */
    public void click(String selector) throws IOException {
        JsonNode point = evaluate("(function () { var e = document.querySelector(" + JSON.writeValueAsString(selector)
                + "); e.scrollIntoView({ block: 'center' }); var r = e.getBoundingClientRect();"
                + " return [r.left + r.width / 2, r.top + r.height / 2]; })()");
        double x = point.get(0).asDouble();
        double y = point.get(1).asDouble();
        send("Input.dispatchMouseEvent", Map.of("type", "mouseMoved", "x", x, "y", y));
        send("Input.dispatchMouseEvent", Map.of("type", "mousePressed", "x", x, "y", y, "button", "left",
                "clickCount", 1));
        send("Input.dispatchMouseEvent", Map.of("type", "mouseReleased", "x", x, "y", y, "button", "left",
                "clickCount", 1));
    }

    /** Presses and releases a key without text, such as {@code ArrowRight}, on the focused element. */
    public void press(String key) throws IOException {
        int code = switch (key) {
            case "ArrowLeft" -> 37;
            case "ArrowRight" -> 39;
            case "Home" -> 36;
            case "End" -> 35;
            default -> throw new IllegalArgumentException("no key code for " + key);
        };
        for (String type : List.of("rawKeyDown", "keyUp")) {
            send("Input.dispatchKeyEvent", Map.of("type", type, "key", key, "code", key,
                    "windowsVirtualKeyCode", code, "nativeVirtualKeyCode", code));
        }
    }

    /** Saves the whole page, not just the viewport, as a PNG; the viewport is {@code width} wide. */
    public void screenshot(Path file, int width, boolean mobile) throws IOException {
        int height = evaluate("Math.ceil(document.documentElement.scrollHeight)").asInt();
        viewport(width, Math.max(1, Math.min(height, 16_000)), mobile);
        JsonNode shot = send("Page.captureScreenshot", Map.of("format", "png"));
        Files.createDirectories(file.toAbsolutePath().getParent());
        Files.write(file, Base64.getDecoder().decode(shot.path("data").asText()));
    }

    /** Saves the page as printed, A4 with backgrounds, as a PDF. */
    public void printToPdf(Path file) throws IOException {
        JsonNode pdf = send("Page.printToPDF", Map.of("printBackground", true, "paperWidth", 8.27,
                "paperHeight", 11.69));
        Files.createDirectories(file.toAbsolutePath().getParent());
        Files.write(file, Base64.getDecoder().decode(pdf.path("data").asText()));
    }

    /**
     * The problems the page reported so far, one line each; empty when there were none. A round trip first makes
     * sure every event sent before it has arrived.
     */
    public List<String> problems() throws IOException {
        evaluate("0");
        synchronized (events) {
            return List.copyOf(problems);
        }
    }

    private int eventCount() {
        synchronized (events) {
            return events.size();
        }
    }

    private void awaitEvent(int after, Predicate<JsonNode> wanted) throws IOException {
        long deadline = System.nanoTime() + COMMAND.toNanos();
        synchronized (events) {
            int next = after;
            while (true) {
                for (; next < events.size(); next++) {
                    if (wanted.test(events.get(next))) {
                        return;
                    }
                }
                long left = deadline - System.nanoTime();
                if (left <= 0) {
                    throw new IOException("no matching event within " + COMMAND.toSeconds() + " s");
                }
                try {
                    TimeUnit.NANOSECONDS.timedWait(events, left);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    throw new IOException("interrupted waiting for an event", e);
                }
            }
        }
    }

    private void receive(JsonNode message) {
        if (message.has("id")) {
            CompletableFuture<JsonNode> reply = pending.get(message.get("id").asInt());
            if (reply != null) {
                reply.complete(message);
            }
            return;
        }
        synchronized (events) {
            events.add(message);
            String problem = problem(message);
            if (problem != null) {
                problems.add(problem);
            }
            events.notifyAll();
        }
    }

    /** The problem an event reports, or null when it reports none. */
    private static String problem(JsonNode event) {
        JsonNode params = event.path("params");
        switch (event.path("method").asText()) {
            case "Runtime.consoleAPICalled" -> {
                String type = params.path("type").asText();
                if (List.of("error", "warning", "assert").contains(type)) {
                    List<String> values = new ArrayList<>();
                    params.path("args").forEach(arg -> values.add(arg.has("value") ? arg.get("value").asText()
                            : arg.path("description").asText()));
                    return "console." + type + ": " + String.join(" ", values);
                }
                return null;
            }
            case "Runtime.exceptionThrown" -> {
                JsonNode details = params.path("exceptionDetails");
                return "uncaught: " + details.path("text").asText() + " "
                        + details.path("exception").path("description").asText();
            }
            case "Log.entryAdded" -> {
                JsonNode entry = params.path("entry");
                return "error".equals(entry.path("level").asText())
                        ? "log " + entry.path("source").asText() + ": " + entry.path("text").asText() + " "
                                + entry.path("url").asText()
                        : null;
            }
            case "Network.requestWillBeSent" -> {
                String url = params.path("request").path("url").asText();
                return url.startsWith("file:") || url.startsWith("data:") || url.startsWith("about:") ? null
                        : "request for " + url;
            }
            case "Page.javascriptDialogOpening" -> {
                return "a dialog opened: " + params.path("message").asText();
            }
            case UNREADABLE -> {
                return "a DevTools message that is no JSON";
            }
            default -> {
                return null;
            }
        }
    }

    /** Closes the browser, killing it and every process it started when it does not end by itself at once. */
    @Override
    public void close() {
        try {
            call(null, "Browser.close", Map.of());
        } catch (IOException | RuntimeException e) {
            // The browser is killed below in any case.
        }
        try {
            socket.abort();
        } finally {
            kill(process);
        }
    }

    private static void kill(Process process) {
        try {
            process.waitFor(2, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        process.descendants().forEach(ProcessHandle::destroyForcibly);
        process.destroyForcibly();
        try {
            process.waitFor(5, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** Joins the frames of each message and hands it, parsed, to the browser it belongs to. */
    private static final class Listener implements WebSocket.Listener {

        private final StringBuilder text = new StringBuilder();
        private final List<JsonNode> early = new ArrayList<>();
        private HeadlessChromium browser;

        synchronized void attach(HeadlessChromium browser) {
            this.browser = browser;
            early.forEach(browser::receive);
            early.clear();
        }

        @Override
        public CompletionStage<?> onText(WebSocket webSocket, CharSequence data, boolean last) {
            text.append(data);
            if (last) {
                String message = text.toString();
                text.setLength(0);
                try {
                    deliver(JSON.readTree(message));
                } catch (IOException e) {
                    deliver(JSON.createObjectNode().put("method", UNREADABLE));
                }
            }
            webSocket.request(1);
            return null;
        }

        private synchronized void deliver(JsonNode message) {
            if (browser == null) {
                early.add(message);
            } else {
                browser.receive(message);
            }
        }
    }
}
