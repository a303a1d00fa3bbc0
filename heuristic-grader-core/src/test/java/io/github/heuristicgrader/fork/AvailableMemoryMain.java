package io.github.heuristicgrader.fork;

/** Prints what {@link AvailableMemory#detect()} finds in the JVM running it: its bytes, then its source. */
public final class AvailableMemoryMain {

    private AvailableMemoryMain() {
    }

    /** Prints the memory this JVM may use and where the figure comes from. */
    public static void main(String[] args) {
        AvailableMemory memory = AvailableMemory.detect();
        System.out.println(memory.bytes() + " " + memory.source());
    }
}
