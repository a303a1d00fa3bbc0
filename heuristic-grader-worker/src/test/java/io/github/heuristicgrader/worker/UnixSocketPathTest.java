package io.github.heuristicgrader.worker;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.StandardProtocolFamily;
import java.nio.ByteBuffer;
import java.nio.channels.ServerSocketChannel;
import java.nio.channels.SocketChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Sockets deeper than the kernel lets a socket's path be, bound and connected to through a short link. */
class UnixSocketPathTest {

    @TempDir
    Path directory;

    @Test
    void bindsAndConnectsASocketWhosePathIsTooLongAndLeavesNoLink() throws IOException {
        Path deep = Files.createDirectories(directory.resolve("d".repeat(60)).resolve("e".repeat(60)));
        Path socket = deep.resolve("results.sock");
        Path temporary = Path.of(System.getProperty("java.io.tmpdir"));
        long linksBefore = links(temporary);

        try (ServerSocketChannel server = ServerSocketChannel.open(StandardProtocolFamily.UNIX);
                SocketChannel client = SocketChannel.open(StandardProtocolFamily.UNIX)) {
            UnixSocketPath.use(socket, server::bind);
            assertTrue(Files.exists(socket), "the socket is where it was asked for");
            UnixSocketPath.use(socket, client::connect);
            try (SocketChannel accepted = server.accept()) {
                client.write(ByteBuffer.wrap(new byte[] {42}));
                ByteBuffer read = ByteBuffer.allocate(1);
                accepted.read(read);
                assertEquals(42, read.get(0));
            }
        }
        assertTrue(socket.toString().length() > UnixSocketPath.MAX_BYTES, socket.toString());
        assertEquals(linksBefore, links(temporary));
    }

    private static long links(Path directory) throws IOException {
        try (Stream<Path> files = Files.list(directory)) {
            return files.filter(file -> file.getFileName().toString().startsWith("hg-") && Files.isSymbolicLink(file))
                    .count();
        }
    }
}
