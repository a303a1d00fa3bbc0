package io.github.heuristicgrader.worker.runner;

import io.github.heuristicgrader.worker.TestJournal;
import io.github.heuristicgrader.worker.TestJournal.Event;
import io.github.heuristicgrader.worker.UnixSocketPath;
import java.io.IOException;
import java.net.StandardProtocolFamily;
import java.nio.ByteBuffer;
import java.nio.channels.SocketChannel;
import java.nio.file.Path;

/**
 * The runner's end of the channel its {@link TestJournal} leaves by: a Unix domain socket connected before any test
 * or student class is loaded. Only this module holds it; a student's code in the same JVM can neither reach this
 * object nor open the socket again.
 */
final class ResultChannel {

    private final SocketChannel channel;

    private ResultChannel(SocketChannel channel) {
        this.channel = channel;
    }

    /**
     * Connects to the parent's socket and waits for its {@link TestJournal#READY}, which says that the parent
     * removed the socket: from then on nothing else can connect.
     *
     * @throws IOException when the socket is not there, or the parent closes it instead
     */
    static ResultChannel connect(Path socket) throws IOException {
        SocketChannel channel = SocketChannel.open(StandardProtocolFamily.UNIX);
        try {
            UnixSocketPath.use(socket, channel::connect);
            ByteBuffer ready = ByteBuffer.allocate(1);
            while (ready.hasRemaining()) {
                if (channel.read(ready) < 0) {
                    throw new IOException("the parent closed " + socket + " before it was ready");
                }
            }
            if (ready.get(0) != TestJournal.READY) {
                throw new IOException("the parent's first byte on " + socket + " is " + ready.get(0) + ", not "
                        + TestJournal.READY);
            }
            return new ResultChannel(channel);
        } catch (IOException | RuntimeException e) {
            channel.close();
            throw e;
        }
    }

    /**
     * Sends one event, whole, before returning: the JVM may end at any moment after. The calling thread's interrupt
     * flag is set aside meanwhile, since an interrupt would close the channel, and set again after.
     */
    synchronized void send(Event event, String... fields) throws IOException {
        ByteBuffer line = ByteBuffer.wrap(TestJournal.line(event, fields));
        boolean interrupted = Thread.interrupted();
        try {
            while (line.hasRemaining()) {
                channel.write(line);
            }
        } finally {
            if (interrupted) {
                Thread.currentThread().interrupt();
            }
        }
    }
}
