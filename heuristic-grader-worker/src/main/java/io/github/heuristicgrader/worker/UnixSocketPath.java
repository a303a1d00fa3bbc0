package io.github.heuristicgrader.worker;

import java.io.IOException;
import java.net.UnixDomainSocketAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.SecureRandom;

/**
 * The address of a Unix domain socket in a fork's directory, which may lie deeper than the kernel allows a socket's
 * path to be (107 bytes): the parent binds it and the test runner connects to it through a symbolic link with a short
 * random name in the temporary directory, made for that one call and removed after it. The kernel follows the link
 * while it binds or connects; the socket itself stays in the fork's directory, where the sandbox lets the fork reach
 * it and nothing else.
 */
public final class UnixSocketPath {

    /** Longest socket path used as it is: {@code sun_path} holds 108 bytes with the terminating NUL. */
    static final int MAX_BYTES = 100;
    private static final int ATTEMPTS = 10;
    private static final SecureRandom RANDOM = new SecureRandom();

    /** What is done with a socket's address. */
    @FunctionalInterface
    public interface AddressUse<T> {
        /** Binds or connects to {@code address}. */
        T apply(UnixDomainSocketAddress address) throws IOException;
    }

    private UnixSocketPath() {
    }

    /**
     * Runs {@code use} on the address of {@code socket}: its own path when short enough, else a path through a
     * symbolic link to the socket's directory, removed once {@code use} returned or failed.
     *
     * @throws IOException when {@code use} fails, or no short enough link can be made
     */
    public static <T> T use(Path socket, AddressUse<T> use) throws IOException {
        Path absolute = socket.toAbsolutePath();
        if (bytes(absolute) <= MAX_BYTES) {
            return use.apply(UnixDomainSocketAddress.of(absolute));
        }
        Path temporary = Path.of(System.getProperty("java.io.tmpdir", "/tmp")).toAbsolutePath();
        for (int attempt = 0; attempt < ATTEMPTS; attempt++) {
            Path link = temporary.resolve("hg-" + Long.toHexString(RANDOM.nextLong() & Long.MAX_VALUE));
            Path through = link.resolve(absolute.getFileName().toString());
            if (bytes(through) > MAX_BYTES) {
                break;
            }
            try {
                // Made anew, never followed when it was there already: nothing else chooses where it leads.
                Files.createSymbolicLink(link, absolute.getParent());
            } catch (FileAlreadyExistsException e) {
                continue;
            }
            try {
                return use.apply(UnixDomainSocketAddress.of(through));
            } finally {
                Files.deleteIfExists(link);
            }
        }
        throw new IOException("the socket path " + absolute + " is longer than a Unix domain socket's "
                + MAX_BYTES + " bytes, and no short link to it can be made in " + temporary);
    }

    private static int bytes(Path path) {
        return path.toString().getBytes(StandardCharsets.UTF_8).length;
    }
}
