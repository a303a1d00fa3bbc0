package io.github.heuristicgrader.submissions;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.zip.CRC32;
import java.util.zip.Deflater;

/**
 * A zip file written byte by byte, to build what no zip library writes: entries that share their data, sizes that
 * lie, symbolic link flags, and bombs of many GiB of zeros in a few kB, in milliseconds.
 *
 * <p>Local headers and data are written in the order they are added; {@link #bytes()} appends the central directory
 * of the entries added with {@link #central}, which may point at any local header, one header for many entries.
 */
final class ZipBytes {

    static final int STORED = 0;
    static final int DEFLATED = 8;
    /** The external attributes of a Unix symbolic link ({@code 0120777} in the high 16 bits). */
    static final int SYMLINK = 0120777 << 16;

    private final ByteArrayOutputStream local = new ByteArrayOutputStream();
    private final ByteArrayOutputStream central = new ByteArrayOutputStream();
    private int entries;

    /**
     * A raw deflate stream that inflates to {@code mebibytes} MiB of zeros: one sync-flushed segment of 1 MiB of
     * zeros (about 1 kB) repeated, then an empty final block. Each repetition refers back only to zeros.
     */
    static byte[] deflatedZeros(long mebibytes) {
        Deflater deflater = new Deflater(Deflater.BEST_COMPRESSION, true);
        deflater.setInput(new byte[1 << 20]);
        ByteArrayOutputStream segment = new ByteArrayOutputStream();
        byte[] buffer = new byte[1 << 16];
        for (int n; (n = deflater.deflate(buffer, 0, buffer.length, Deflater.SYNC_FLUSH)) > 0; ) {
            segment.write(buffer, 0, n);
        }
        deflater.end();
        byte[] once = segment.toByteArray();
        ByteArrayOutputStream stream = new ByteArrayOutputStream((int) (once.length * mebibytes + 2));
        for (long i = 0; i < mebibytes; i++) {
            stream.write(once, 0, once.length);
        }
        // A final block of fixed codes holding only its end: bits 1, 01, then the 7-bit code 256.
        stream.write(3);
        stream.write(0);
        return stream.toByteArray();
    }

    /** The CRC-32 of {@code mebibytes} MiB of zeros. */
    static long crcOfZeros(long mebibytes) {
        CRC32 crc = new CRC32();
        byte[] zeros = new byte[1 << 20];
        for (long i = 0; i < mebibytes; i++) {
            crc.update(zeros);
        }
        return crc.getValue();
    }

    /** Writes a local header and {@code data}; gives the header's offset, for {@link #central}. */
    int local(String name, int method, long crc, long size, byte[] data) {
        int offset = local.size();
        byte[] encoded = name.getBytes(StandardCharsets.UTF_8);
        int32(local, 0x04034b50);
        int16(local, 20);
        int16(local, 0x800);
        int16(local, method);
        int32(local, 0);
        int32(local, (int) crc);
        int32(local, data.length);
        int32(local, (int) size);
        int16(local, encoded.length);
        int16(local, 0);
        local.write(encoded, 0, encoded.length);
        local.write(data, 0, data.length);
        return offset;
    }

    /**
     * Adds a central directory entry: {@code name}, declaring {@code size} bytes once inflated, whose data is
     * {@code compressedSize} bytes after the local header at {@code offset}.
     */
    ZipBytes central(String name, int method, long crc, long compressedSize, long size, int offset,
            int externalAttributes) {
        byte[] encoded = name.getBytes(StandardCharsets.UTF_8);
        int32(central, 0x02014b50);
        int16(central, 3 << 8 | 20);
        int16(central, 20);
        int16(central, 0x800);
        int16(central, method);
        int32(central, 0);
        int32(central, (int) crc);
        int32(central, (int) compressedSize);
        int32(central, (int) size);
        int16(central, encoded.length);
        int16(central, 0);
        int16(central, 0);
        int16(central, 0);
        int16(central, 0);
        int32(central, externalAttributes);
        int32(central, offset);
        central.write(encoded, 0, encoded.length);
        entries++;
        return this;
    }

    /** Writes a local header with {@code data} and its central directory entry, declaring its size truthfully. */
    ZipBytes entry(String name, int method, long crc, long size, byte[] data) {
        return central(name, method, crc, data.length, size, local(name, method, crc, size, data), 0);
    }

    /** A {@code .java} file (or any text) stored as it is. */
    ZipBytes text(String name, String text) {
        byte[] bytes = text.getBytes(StandardCharsets.UTF_8);
        CRC32 crc = new CRC32();
        crc.update(bytes);
        return entry(name, STORED, crc.getValue(), bytes.length, bytes);
    }

    /** The whole zip: local headers and data, the central directory, its end record (at most 65,535 entries). */
    byte[] bytes() {
        ByteArrayOutputStream zip = new ByteArrayOutputStream(local.size() + central.size() + 22);
        zip.writeBytes(local.toByteArray());
        zip.writeBytes(central.toByteArray());
        int32(zip, 0x06054b50);
        int16(zip, 0);
        int16(zip, 0);
        int16(zip, Math.min(entries, 0xffff));
        int16(zip, Math.min(entries, 0xffff));
        int32(zip, central.size());
        int32(zip, local.size());
        int16(zip, 0);
        return zip.toByteArray();
    }

    private static void int16(ByteArrayOutputStream out, int value) {
        out.write(value & 0xff);
        out.write(value >>> 8 & 0xff);
    }

    private static void int32(ByteArrayOutputStream out, int value) {
        int16(out, value & 0xffff);
        int16(out, value >>> 16 & 0xffff);
    }
}
