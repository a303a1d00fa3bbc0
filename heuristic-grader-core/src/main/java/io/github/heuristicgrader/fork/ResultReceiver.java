package io.github.heuristicgrader.fork;

import io.github.heuristicgrader.worker.TestJournal;
import io.github.heuristicgrader.worker.UnixSocketPath;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.net.StandardProtocolFamily;
import java.nio.ByteBuffer;
import java.nio.channels.ServerSocketChannel;
import java.nio.channels.SocketChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The parent's end of the channel a test runner's {@link TestJournal} comes by: a Unix domain socket bound in the
 * fork's own directory before the JVM starts, where the sandbox lets that fork alone reach it. Exactly one connection
 * is accepted, the runner's, which it makes before any test or student class is loaded; the listener is then closed
 * and the socket removed, and only after that is the runner told to go on ({@link TestJournal#READY}), so that nothing
 * in the JVM can connect again. What arrives is kept in memory, never more than {@link TestJournal#MAX_BYTES} and
 * one byte, out of the fork's reach, and read on a thread of its own as it comes.
 */
final class ResultReceiver implements AutoCloseable {

    /** The socket's file name in the fork's directory. */
    static final String SOCKET = "results.sock";
    /** How long the rest of the stream is awaited once the JVM ended. */
    private static final Duration DRAIN = Duration.ofSeconds(2);
    private static final int CHUNK = 64 * 1024;

    /**
     * What came through the channel.
     *
     * @param connected whether the runner connected at all
     * @param bytes what it sent, at most {@link TestJournal#MAX_BYTES} and one byte
     */
    record Received(boolean connected, byte[] bytes) {
    }

    private final Path socket;
    private final ServerSocketChannel server;
    private final ByteArrayOutputStream received = new ByteArrayOutputStream();
    private final AtomicLong count = new AtomicLong();
    private final Thread reader;
    private volatile SocketChannel connection;

    private ResultReceiver(Path socket, ServerSocketChannel server) {
        this.socket = socket;
        this.server = server;
        this.reader = new Thread(this::receive, "heuristic-grader-results-" + socket.getParent().getFileName());
        reader.setDaemon(true);
    }

    /**
     * Binds the socket {@value #SOCKET} in {@code directory} and starts waiting for the runner's connection.
     *
     * @throws IOException when the socket cannot be bound
     */
    static ResultReceiver listen(Path directory) throws IOException {
        Path socket = directory.resolve(SOCKET);
        ServerSocketChannel server = ServerSocketChannel.open(StandardProtocolFamily.UNIX);
        try {
            UnixSocketPath.use(socket, server::bind);
        } catch (IOException e) {
            server.close();
            throw e;
        }
        ResultReceiver receiver = new ResultReceiver(socket, server);
        receiver.reader.start();
        return receiver;
    }

    /** The socket the runner connects to. */
    Path socket() {
        return socket;
    }

    /** How many bytes arrived so far: the runner's sign of life. */
    long receivedBytes() {
        return count.get();
    }

    private void receive() {
        SocketChannel accepted;
        try {
            accepted = server.accept();
        } catch (IOException e) {
            // closed by finish(): the runner never connected
            return;
        }
        connection = accepted;
        try (SocketChannel channel = accepted) {
            server.close();
            Files.deleteIfExists(socket);
            ByteBuffer ready = ByteBuffer.wrap(new byte[] {TestJournal.READY});
            while (ready.hasRemaining()) {
                channel.write(ready);
            }
            ByteBuffer buffer = ByteBuffer.allocate(CHUNK);
            for (int read; (read = channel.read(buffer.clear())) >= 0; ) {
                keep(buffer.array(), read);
            }
        } catch (IOException e) {
            // the JVM ended, or finish() stopped waiting: what arrived is what counts
        }
    }

    private void keep(byte[] bytes, int length) {
        synchronized (received) {
            int room = TestJournal.MAX_BYTES + 1 - received.size();
            received.write(bytes, 0, Math.max(0, Math.min(room, length)));
        }
        count.addAndGet(length);
    }

    /**
     * Once the JVM ended: waits a moment for the end of the stream (a process the JVM started could hold the socket
     * open), then stops listening and reading.
     */
    Received finish() throws IOException {
        try {
            reader.join(DRAIN.toMillis());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        close();
        try {
            reader.join(DRAIN.toMillis());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        synchronized (received) {
            return new Received(connection != null, received.toByteArray());
        }
    }

    /** Stops listening and reading, and removes the socket. */
    @Override
    public void close() throws IOException {
        server.close();
        SocketChannel current = connection;
        if (current != null) {
            current.close();
        }
        Files.deleteIfExists(socket);
    }
}
