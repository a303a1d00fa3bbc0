import java.util.zip.CRC32
import java.util.zip.Deflater

// Writes submissions/mallory.zip, the zip bomb of issue 28: mallory's heuristic, then 48 entries of 1 GiB of zeros
// each, 48 GiB in about 51 MB. Each entry's data is one sync-flushed deflate segment of 1 MiB of zeros (about 1 kB)
// repeated 1,024 times, then an empty final block; sizes and CRCs are true, so that a reader going through the
// entries one after the other (ZipInputStream, as grade-class read zips before) inflates every byte of them.
def zip = new File(basedir, 'submissions/mallory.zip')
def heuristic = new File(basedir, 'submissions/alice/src/main/java/student/MyHeuristic.java').bytes

def deflater = new Deflater(Deflater.BEST_COMPRESSION, true)
deflater.setInput(new byte[1 << 20])
def segment = new ByteArrayOutputStream()
def buffer = new byte[1 << 16]
for (int n; (n = deflater.deflate(buffer, 0, buffer.length, Deflater.SYNC_FLUSH)) > 0; ) {
    segment.write(buffer, 0, n)
}
deflater.end()
def once = segment.toByteArray()
def mebibytes = 1024
def gibibyte = new ByteArrayOutputStream(once.length * mebibytes + 2)
mebibytes.times { gibibyte.write(once, 0, once.length) }
gibibyte.write(3)
gibibyte.write(0)
def data = gibibyte.toByteArray()
def zerosCrc = new CRC32()
def zeros = new byte[1 << 20]
mebibytes.times { zerosCrc.update(zeros) }
def heuristicCrc = new CRC32()
heuristicCrc.update(heuristic)

def le16 = { OutputStream out, int v -> out.write(v & 0xff); out.write((v >>> 8) & 0xff) }
def le32 = { OutputStream out, long v -> le16(out, (int) (v & 0xffff)); le16(out, (int) ((v >>> 16) & 0xffff)) }
def central = new ByteArrayOutputStream()
def offset = 0L
def count = 0
zip.withOutputStream { raw ->
    def out = new BufferedOutputStream(raw, 1 << 20)
    def entry = { String name, int method, long crc, long size, byte[] bytes ->
        def encoded = name.getBytes('UTF-8')
        def local = new ByteArrayOutputStream()
        le32(local, 0x04034b50); le16(local, 20); le16(local, 0x800); le16(local, method); le32(local, 0)
        le32(local, crc); le32(local, bytes.length); le32(local, size); le16(local, encoded.length); le16(local, 0)
        local.write(encoded)
        le32(central, 0x02014b50); le16(central, 20); le16(central, 20); le16(central, 0x800); le16(central, method)
        le32(central, 0); le32(central, crc); le32(central, bytes.length); le32(central, size)
        le16(central, encoded.length); le16(central, 0); le16(central, 0); le16(central, 0); le16(central, 0)
        le32(central, 0); le32(central, offset)
        central.write(encoded)
        out.write(local.toByteArray())
        out.write(bytes)
        offset += local.size() + bytes.length
        count++
    }
    entry('src/main/java/student/MyHeuristic.java', 0, heuristicCrc.value, heuristic.length, heuristic)
    48.times { entry("target/zeros-${it}.bin", 8, zerosCrc.value, 1L << 30, data) }
    out.write(central.toByteArray())
    le32(out, 0x06054b50); le16(out, 0); le16(out, 0); le16(out, count); le16(out, count)
    le32(out, central.size()); le32(out, offset); le16(out, 0)
    out.flush()
}
println "prebuild: wrote ${zip} (${zip.length()} bytes, 48 GiB of zeros once inflated)"
return true
