package io.github.heuristicgrader.fork;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.heuristicgrader.worker.TestJournal;
import io.github.heuristicgrader.worker.UnixSocketPath;
import java.io.IOException;
import java.net.StandardProtocolFamily;
import java.nio.ByteBuffer;
import java.nio.channels.SocketChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The parent's end of the runner's channel: one connection, then none; what arrives, bounded. */
class ResultReceiverTest {

    @TempDir
    Path directory;

    @Test
    void acceptsOneConnectionThenNoOtherCanConnect() throws IOException {
        try (ResultReceiver receiver = ResultReceiver.listen(directory)) {
            SocketChannel runner = connect(receiver.socket());
            ByteBuffer ready = ByteBuffer.allocate(1);
            runner.read(ready);

            assertEquals(TestJournal.READY, ready.get(0));
            assertFalse(Files.exists(receiver.socket()), "the socket is removed once the runner is told to go on");
            assertThrows(IOException.class, () -> connect(receiver.socket()));
            byte[] sent = TestJournal.line(TestJournal.Event.RUNNER);
            runner.write(ByteBuffer.wrap(sent));
            runner.close();
            ResultReceiver.Received received = receiver.finish();
            assertTrue(received.connected());
            assertArrayEquals(sent, received.bytes());
        }
    }

    @Test
    void keepsNoMoreThanTheJournalsCapAndOneByte() throws IOException {
        try (ResultReceiver receiver = ResultReceiver.listen(directory)) {
            try (SocketChannel runner = connect(receiver.socket())) {
                runner.read(ByteBuffer.allocate(1));
                ByteBuffer flood = ByteBuffer.allocate(1 << 20);
                for (int sent = 0; sent <= TestJournal.MAX_BYTES; sent += flood.capacity()) {
                    flood.clear();
                    while (flood.hasRemaining()) {
                        runner.write(flood);
                    }
                }
            }
            ResultReceiver.Received received = receiver.finish();

            assertEquals(TestJournal.MAX_BYTES + 1, received.bytes().length);
            assertTrue(receiver.receivedBytes() > TestJournal.MAX_BYTES);
        }
    }

    @Test
    void saysWhenTheRunnerNeverConnected() throws IOException {
        try (ResultReceiver receiver = ResultReceiver.listen(directory)) {
            ResultReceiver.Received received = receiver.finish();

            assertFalse(received.connected());
            assertEquals(0, received.bytes().length);
            assertFalse(Files.exists(receiver.socket()));
        }
    }

    private static SocketChannel connect(Path socket) throws IOException {
        SocketChannel channel = SocketChannel.open(StandardProtocolFamily.UNIX);
        try {
            UnixSocketPath.use(socket, channel::connect);
            return channel;
        } catch (IOException e) {
            channel.close();
            throw e;
        }
    }
}
