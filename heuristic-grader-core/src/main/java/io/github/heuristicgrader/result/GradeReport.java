package io.github.heuristicgrader.result;

import com.fasterxml.jackson.annotation.JsonInclude;
import io.github.heuristicgrader.checks.BaselineEquality;
import io.github.heuristicgrader.checks.BehaviourFingerprint;
import io.github.heuristicgrader.checks.CheckResults;
import io.github.heuristicgrader.search.SearchEffort;
import io.github.heuristicgrader.spi.Domain;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.function.Function;
import java.util.stream.Stream;

/**
 * Everything one grading run found: the model both report writers draw. Lists are sorted so that reruns give the
 * same files. See docs/instructors/report-reference.md for the meaning of each field.
 *
 * @param schemaVersion {@link #SCHEMA_VERSION}
 * @param generator the grader's name and version
 * @param score points earned by all heuristics and tests
 * @param maxScore points possible
 * @param passed whether every heuristic's verdict is {@link Verdict#PASSED} and the score reaches the minimum
 * @param domains each puzzle graded: its state database and A* suite, by name; one for every domain of the
 *     heuristics (and of the rejected classes whose state type names one); when there is none, the one registered
 *     domain's, or none when several are registered
 * @param heuristics one entry per graded heuristic, by class name
 * @param tests the project's and the instructor's JUnit tests and their points; never null, its outcome
 *     {@link TestRunOutcome#NOT_RUN} when they were not run
 * @param sandbox whether the forked JVMs that ran student code were sandboxed, and how
 * @param slots the rubric's graded slots, by name, and what filled them; empty in playground mode (no slots in the
 *     rubric: every heuristic found is graded)
 * @param configuration where the grade's settings came from: locked by the platform or the POM's, the rubric's and
 *     the instructor test jars' digests, and what a lock ignored; {@link Configuration#NONE} when null
 * @param compilation whether the student's sources compiled, and the compiler's messages when they did not
 * @param resources the heap and the number of forked JVMs at once, and the processors and memory they follow; null
 *     when not known
 * @param hiddenTestNames how each output names the instructor's hidden tests, as the rubric set it;
 *     {@link HiddenTestNames#DEFAULT} when null. This report, as {@code grade.json} holds it, is already the view of
 *     {@link HiddenTestNames#gradeJson()}
 * @param unreadPuzzleFiles the instructor's puzzle files that gave no puzzle, in the order given, each with its
 *     reason; none when null. They cost no points and fail nothing: the suites go on without them
 */
public record GradeReport(int schemaVersion, String generator, int score, int maxScore, boolean passed,
        List<DomainReport> domains, List<HeuristicReport> heuristics, TestReport tests, SandboxReport sandbox,
        List<SlotReport> slots, Configuration configuration, CompilationReport compilation,
        ResourcesReport resources, HiddenTestNames hiddenTestNames, List<UnreadPuzzleFile> unreadPuzzleFiles) {

    /**
     * The version of this report's structure; raised when a field changes meaning or goes away. Version 2: the
     * state database and the suite moved into {@code domains}, and the baseline's figures are named
     * {@code baseline}, not {@code manhattan}.
     */
    public static final int SCHEMA_VERSION = 2;

    /**
     * Copies the domains and the slots; none when null, no configuration recorded when null, and sources that
     * compiled when {@code compilation} is null.
     */
    public GradeReport {
        domains = domains == null ? List.of() : List.copyOf(domains);
        slots = slots == null ? List.of() : List.copyOf(slots);
        configuration = configuration == null ? Configuration.NONE : configuration;
        compilation = compilation == null ? CompilationReport.COMPILED : compilation;
        hiddenTestNames = hiddenTestNames == null ? HiddenTestNames.DEFAULT : hiddenTestNames;
        unreadPuzzleFiles = unreadPuzzleFiles == null ? List.of() : List.copyOf(unreadPuzzleFiles);
    }

    /** This report as {@code output} shows it: its hidden tests named as {@link #hiddenTestNames} says there. */
    public GradeReport shownIn(Function<HiddenTestNames, HiddenTestNames.Naming> output) {
        return HiddenTestView.of(this, output.apply(hiddenTestNames));
    }

    /**
     * One line per domain graded within a radius, in domain order, saying where its checks ran ("15-puzzle: checked
     * on the 42,928,799 positions within 24 moves of the goal, of 10,461,394,944,000."), for every output to give
     * where a reader looks; empty when every domain was graded whole.
     */
    public List<String> regionLines() {
        return domains.stream().map(GradeReport::regionLine).filter(Objects::nonNull).toList();
    }

    /**
     * The line of {@link #regionLines} of the domain named {@code name}, for an output that speaks of one domain at a
     * time (a heuristic's part); null when that domain was graded whole or the report has none of that name.
     */
    public String regionLine(String name) {
        return name == null ? null : domains.stream().filter(domain -> name.equals(domain.name())).findFirst()
                .map(GradeReport::regionLine).orElse(null);
    }

    private static String regionLine(DomainReport domain) {
        return domain.database() == null || domain.database().region() == null ? null
                : domain.title() + ": " + domain.database().checkedOn(domain.stateNounPlural()) + ".";
    }

    /** Every domain's suite puzzles, in domain order: for looking a puzzle up by name across domains. */
    public List<SuitePuzzle> suite() {
        return domains.stream().flatMap(domain -> domain.suite() == null ? Stream.empty() : domain.suite().stream())
                .toList();
    }

    /** The domain named {@code name}, or null when the report has none of that name. */
    public DomainReport domain(String name) {
        return domains.stream().filter(domain -> domain.name().equals(name)).findFirst().orElse(null);
    }

    /**
     * Whether the student's sources compiled before grading.
     *
     * @param outcome which sources compiled
     * @param message one line for people: what did not compile and what that cost, or that all compiled
     * @param pointsNotGraded points of the maximum that no other part of the report carries and that were lost
     *     because the main sources did not compile: in playground mode (no slots) those of each heuristic named
     *     with {@code heuristics}, or of one heuristic when none is named; 0 otherwise (slots and tests carry their
     *     own points)
     * @param main the compiler's messages on the main sources, in its order; empty when they compiled. Without main
     *     sources: one per {@code .java} file found elsewhere in the project, saying where it belongs
     * @param test the compiler's messages on the test sources, in its order; empty when they compiled or were not
     *     compiled
     */
    public record CompilationReport(CompilationOutcome outcome, String message, int pointsNotGraded,
            List<CompilerMessage> main, List<CompilerMessage> test) {

        /** Sources that compiled. */
        public static final CompilationReport COMPILED = new CompilationReport(CompilationOutcome.COMPILED,
                "the main and test sources compiled", 0, List.of(), List.of());

        /** Copies the lists. */
        public CompilationReport {
            main = List.copyOf(main);
            test = List.copyOf(test);
        }

        /** Whether everything compiled. */
        public boolean compiled() {
            return outcome == CompilationOutcome.COMPILED;
        }

        /** The messages, main sources first, each on one line ({@link CompilerMessage#located()}). */
        public List<String> lines() {
            return Stream.concat(main.stream(), test.stream()).map(CompilerMessage::located)
                    .toList();
        }
    }

    /**
     * What the forked JVMs were given, and from what.
     *
     * @param processors the processors the grader's JVM may use (a container's CPU set and quota counted)
     * @param memoryMegabytes the memory the grader and its forks may use together, in MiB
     * @param memorySource where that figure comes from: a cgroup's limit (naming the file) or the machine's memory
     * @param graderReserveMegabytes the part of it kept for the grader's own JVM: its maximum heap and 128 MiB, in MiB
     * @param forkMaxHeapMegabytes the heap of every forked JVM ({@code -Xmx}), in MB
     * @param forkMaxHeapSource {@value #CONFIGURED} (the {@code forkMaxHeapMegabytes} parameter) or {@value #MEMORY}
     *     (derived from the memory)
     * @param parallelForks how many heuristics were evaluated at once
     */
    public record ResourcesReport(int processors, long memoryMegabytes, String memorySource,
            long graderReserveMegabytes, int forkMaxHeapMegabytes, String forkMaxHeapSource, int parallelForks) {

        /** {@link #forkMaxHeapSource()} of a heap set by the {@code forkMaxHeapMegabytes} parameter. */
        public static final String CONFIGURED = "configured";
        /** {@link #forkMaxHeapSource()} of a heap derived from the memory available. */
        public static final String MEMORY = "memory";
    }

    /**
     * One slot of the rubric: the heuristic an assignment asks for, what it is worth and what filled it.
     *
     * @param name the slot's name, such as {@code advanced}
     * @param className the class that fills it, as the rubric names it: fully qualified, or simple for any package
     * @param points points possible; they count in the maximum score whether or not the slot is filled
     * @param earned points earned: the score of the heuristic that fills it, 0 when it is empty or filled twice
     * @param required whether an empty slot is an error
     * @param expect {@code baseline} when the class must equal the baseline on every state, or null
     * @param status {@value #FILLED}, {@value #EMPTY} or {@value #FILLED_TWICE}
     * @param heuristics the classes that fill it, sorted: one when filled, none when empty, several when filled twice
     * @param message one line for people: what fills it, or what is wrong and what to do
     */
    public record SlotReport(String name, String className, int points, int earned, boolean required,
            String expect, String status, List<String> heuristics, String message) {

        /** {@link #status()} of a slot one class fills. */
        public static final String FILLED = "filled";
        /** {@link #status()} of a slot no class fills. */
        public static final String EMPTY = "empty";
        /** {@link #status()} of a slot that several classes fill, so that none is graded. */
        public static final String FILLED_TWICE = "filled-twice";

        /** Copies the list. */
        public SlotReport {
            heuristics = List.copyOf(heuristics);
        }
    }

    /**
     * How a heuristic stands towards the rubric's slots, when the rubric has slots.
     *
     * @param name the slot it fills, or null when it fills none (an extra class, checked but not graded)
     * @param graded whether its points count in the score: it alone fills a slot
     * @param reason why it is not graded, one line, or null when it is
     * @param baseline the comparison with the baseline on every state, when its slot expects the baseline and it
     *     was evaluated to the end; otherwise null
     */
    public record SlotFill(String name, boolean graded, String reason, BaselineEquality baseline) {
    }

    /**
     * Where the grade's settings came from. Locked, the platform's command line named the instructor's rubric
     * ({@code -Dgrade.lockedRubric}): every parameter came from the command line ({@code -Dgrade.*}) or its default,
     * the rubric from that file, and the POM's settings for the grader were ignored. Locked or not, the build is not
     * trusted when the grader saw Maven run code the submission chose before or beside it.
     *
     * @param locked whether the platform locked the configuration
     * @param rubric the rubric file graded with and the SHA-256 of the bytes read, or null when there was none
     * @param instructorTests the instructor's test jars and their SHA-256, in the order given
     * @param ignored the settings for the grader the POM made and a lock ignored, in the POM's order; empty when not
     *     locked
     * @param buildNotTrusted what the grader saw of Maven running code the submission chose in Maven's own JVM, where
     *     nothing of the grader's can stop it (the submission's {@code .mvn} files, Java agents, build extensions,
     *     plugins bound before the tests compile), one sentence each; empty when it saw none
     */
    public record Configuration(boolean locked, FileDigest rubric, List<InstructorTestJar> instructorTests,
            List<IgnoredSetting> ignored, List<String> buildNotTrusted) {

        /** Nothing recorded: not locked, no rubric file, no instructor tests. */
        public static final Configuration NONE = new Configuration(false, null, List.of(), List.of());

        /** What starts each of {@link #lines()} that names a reason not to trust the build. */
        public static final String NOT_TRUSTED = "Build not trusted: ";

        /** Copies the lists; none when {@code buildNotTrusted} is null. */
        public Configuration {
            instructorTests = List.copyOf(instructorTests);
            ignored = List.copyOf(ignored);
            buildNotTrusted = buildNotTrusted == null ? List.of() : List.copyOf(buildNotTrusted);
        }

        /** A configuration of a build that gave no reason not to trust it. */
        public Configuration(boolean locked, FileDigest rubric, List<InstructorTestJar> instructorTests,
                List<IgnoredSetting> ignored) {
            this(locked, rubric, instructorTests, ignored, List.of());
        }

        /** This configuration with {@code findings} as its reasons not to trust the build. */
        public Configuration notTrusted(List<String> findings) {
            return new Configuration(locked, rubric, instructorTests, ignored, findings);
        }

        /**
         * The lines every report shows of the configuration: {@link #summary()} when locked, then one line per reason
         * not to trust the build, each starting with {@value #NOT_TRUSTED}; empty for an unlocked build with none.
         */
        public List<String> lines() {
            List<String> lines = new ArrayList<>();
            if (locked) {
                lines.add(summary());
            }
            buildNotTrusted.forEach(finding -> lines.add(NOT_TRUSTED + finding));
            return lines;
        }

        /**
         * One line for people when locked: the rubric and its digest, and what was ignored; null when not locked.
         */
        public String summary() {
            if (!locked) {
                return null;
            }
            StringBuilder line = new StringBuilder("Configuration locked by the platform: rubric ")
                    .append(rubric == null ? "none" : rubric.path() + " (SHA-256 " + rubric.sha256() + ")");
            if (ignored.isEmpty()) {
                return line.append("; the POM set nothing for the grader.").toString();
            }
            line.append("; ignored from the POM: ");
            for (int i = 0; i < ignored.size(); i++) {
                IgnoredSetting setting = ignored.get(i);
                line.append(i == 0 ? "" : ", ").append(setting.parameter()).append('=').append(setting.value())
                        .append(" (").append(setting.source()).append(')');
            }
            return line.append('.').toString();
        }
    }

    /**
     * A file and the SHA-256 of the bytes the grader read from it.
     *
     * @param path the file, absolute
     * @param sha256 the SHA-256 of its bytes, 64 lower-case hexadecimal digits
     */
    public record FileDigest(String path, String sha256) {
    }

    /**
     * An instructor test jar that was run.
     *
     * @param artifact its coordinates as given, {@code groupId:artifactId:version[:classifier]}
     * @param fileName the jar's file name
     * @param sha256 the SHA-256 of the jar, 64 lower-case hexadecimal digits
     */
    public record InstructorTestJar(String artifact, String fileName, String sha256) {
    }

    /**
     * A setting for the grader that the POM made and a locked grade ignored.
     *
     * @param parameter the parameter's name, or for a property its name ({@code grade.skip})
     * @param value the value as the POM had it: its text, or its child elements as XML; cut at
     *     {@link #MAX_VALUE_LENGTH} characters
     * @param source {@value #POM} (the plugin's {@code <configuration>}, of the plugin or of an execution),
     *     {@value #PROPERTIES} (the POM's {@code <properties>}) or {@value #SYSTEM} (a JVM system property, as
     *     {@code MAVEN_OPTS} or {@code .mvn/jvm.config} set them)
     */
    public record IgnoredSetting(String parameter, String value, String source) {

        /** {@link #source()} of a setting in the plugin's {@code <configuration>}. */
        public static final String POM = "pom";
        /** {@link #source()} of a property in the POM's {@code <properties>}. */
        public static final String PROPERTIES = "properties";
        /** {@link #source()} of a JVM system property that is not a command-line property. */
        public static final String SYSTEM = "system";
        /** The longest value kept; a longer one is cut and ends in {@code …}. */
        public static final int MAX_VALUE_LENGTH = 200;

        /** Cuts the value at {@link #MAX_VALUE_LENGTH} characters. */
        public IgnoredSetting {
            if (value != null && value.length() > MAX_VALUE_LENGTH) {
                value = value.substring(0, MAX_VALUE_LENGTH - 1) + "…";
            }
        }
    }

    /**
     * The operating-system sandbox of the forked JVMs that ran student code.
     *
     * @param mode what was asked: {@code auto}, {@code required}, {@code user} or {@code off}
     * @param active whether the forks were isolated at all
     * @param isolation how: {@code bubblewrap}, {@code user} (as unprivileged users of their own) or {@code none}
     * @param enforced what the isolation enforced, one phrase each; empty when there was none
     * @param notEnforced what bubblewrap and its limits would enforce but did not here, and, when an instructor's
     *     tests ran, what their JVM was not kept from (native code before JDK 24; without isolation, the other
     *     forks' processes), one phrase each
     * @param reason why the forks ran without isolation or not in bubblewrap, or why some limits were not
     *     enforced; null when all were
     */
    public record SandboxReport(String mode, boolean active, String isolation, List<String> enforced,
            List<String> notEnforced, String reason) {

        /** Copies the lists. */
        public SandboxReport {
            enforced = List.copyOf(enforced);
            notEnforced = List.copyOf(notEnforced);
        }

        /** One line for people: how student code was isolated, why not better, and what was not enforced. */
        public String summary() {
            String isolated;
            if (!active) {
                isolated = "Student code ran without a sandbox (sandbox " + mode + "): " + reason + ".";
            } else if ("user".equals(isolation)) {
                isolated = "Student code ran as an unprivileged user of its own, not in a full sandbox (sandbox " + mode
                        + "): " + String.join("; ", enforced) + "; it could read files readable by all and use the"
                        + " network" + (reason == null ? "." : "; " + reason + ".");
            } else {
                isolated = "Student code ran in a sandbox (sandbox " + mode + "): " + String.join("; ", enforced)
                        + (reason == null ? "." : "; " + reason + ".");
            }
            return notEnforced.isEmpty() ? isolated
                    : isolated + " Not enforced: " + String.join("; ", notEnforced) + ".";
        }
    }

    /**
     * One puzzle graded in the run: what the heuristics of its state type were checked and searched on.
     *
     * @param name the domain's name ({@code Domain.name()}), as each heuristic's {@code domain} gives it
     * @param title the puzzle's name in prose ({@code Domain.title()})
     * @param stateNoun what one state is called, such as {@code state}
     * @param stateNounPlural what states are called, such as {@code states}
     * @param baseline the name of the baseline heuristic the dominance check and the effort figures compare with
     * @param database the state database the checks ran on
     * @param suite the A* puzzles, with the reference heuristics' effort
     * @param baselineFingerprint the baseline's {@link BehaviourFingerprint}, so that a heuristic equal to it can be told
     */
    public record DomainReport(String name, String title, String stateNoun, String stateNounPlural,
            String baseline, StateDatabase database, List<SuitePuzzle> suite, BehaviourFingerprint baselineFingerprint) {
    }

    /**
     * The state database of one domain.
     *
     * @param description the instance in words, as the domain describes it; empty when the domain has only one
     *     instance
     * @param states states enumerated
     * @param solvable states from which a goal can be reached
     * @param goals goal states
     * @param maxDistance the largest exact distance
     * @param moves moves between states, each direction counted
     * @param region the radius the states lie within and the whole space's size, when the grade holds only the
     *     states within a radius of the goals; null, and left out of grade.json, when it holds the whole space
     */
    public record StateDatabase(String description, int states, int solvable, int goals, int maxDistance,
            int moves, @JsonInclude(JsonInclude.Include.NON_NULL) Region region) {

        /** The state database of a whole space. */
        public StateDatabase(String description, int states, int solvable, int goals, int maxDistance, int moves) {
            this(description, states, solvable, goals, maxDistance, moves, null);
        }

        /**
         * Where the checks ran, in words every output gives, as {@code checked on the 42,928,799 states within 24
         * moves of the goal, of 10,461,394,944,000}; null for a whole space.
         *
         * @param stateNounPlural what the domain calls its states
         */
        public String checkedOn(String stateNounPlural) {
            if (region == null) {
                return null;
            }
            return "checked on the " + grouped(states) + " " + stateNounPlural + " within "
                    + (region.unitCosts() ? region.radius() + (region.radius() == 1 ? " move" : " moves")
                            : "a distance of " + region.radius())
                    + (goals == 1 ? " of the goal" : " of a goal") + ", of "
                    + (region.spaceStates() == null ? "a space of unknown size" : grouped(region.spaceStates()))
                    + (region.classicStartsBeyond().isEmpty() ? ""
                            : region.classicStartsBeyond().size() == 1 ? "; the classic start "
                                    + region.classicStartsBeyond().get(0) + " lies beyond it, left out of the A* suite"
                            : "; the classic starts " + String.join(", ", region.classicStartsBeyond())
                                    + " lie beyond it, left out of the A* suite");
        }

        private static String grouped(long number) {
            return String.format(Locale.ROOT, "%,d", number);
        }
    }

    /**
     * The region a grade holds when the whole space is too large: every state within {@code radius} of a goal.
     *
     * @param radius the distance from the goals within which every state is held, exactly
     * @param unitCosts whether every move costs 1, the radius then a number of moves
     * @param spaceStates the states of the whole space, as the domain gives them; null when it does not say
     * @param classicStartsBeyond the domain's classic starts farther than the radius, left out of the A* suite, in
     *     the domain's order; empty when none is
     */
    public record Region(int radius, boolean unitCosts, Long spaceStates, List<String> classicStartsBeyond) {

        /** Copies the starts; none when null. */
        public Region {
            classicStartsBeyond = classicStartsBeyond == null ? List.of() : List.copyOf(classicStartsBeyond);
        }
    }

    /**
     * One A* puzzle of the suite and what the reference heuristics cost on it.
     *
     * @param puzzle its name
     * @param latinName its name in Latin letters (the pinyin of a classic's Chinese name; else the name), for
     *     places where a CJK font may be missing
     * @param state its compact text
     * @param optimum the exact moves of an optimal solution
     * @param reachable states reachable from it
     * @param zero A* with h = 0 (uniform-cost search)
     * @param baseline A* with the domain's baseline heuristic
     * @param exact A* with the exact distance as heuristic, infinite ({@link Integer#MAX_VALUE}) where no goal can
     *     be reached
     * @param file the name of the instructor's puzzle file it was read from, without its directory; null for a
     *     domain's classic state
     * @param source where the puzzle comes from, as the file's {@code # source:} line says; null when none says
     */
    public record SuitePuzzle(String puzzle, String latinName, String state, int optimum, int reachable,
            SearchEffort zero, SearchEffort baseline, SearchEffort exact, String file, String source) {

        /** A domain's classic state: read from no file, with no source. */
        public SuitePuzzle(String puzzle, String latinName, String state, int optimum, int reachable,
                SearchEffort zero, SearchEffort baseline, SearchEffort exact) {
            this(puzzle, latinName, state, optimum, reachable, zero, baseline, exact, null, null);
        }
    }

    /**
     * An instructor's puzzle file that gave no puzzle: left out of the suites while the rest of the grade goes on.
     *
     * @param file the file's name, without its directory
     * @param reason one line for people: why no puzzle came of it
     * @param refusals each graded domain that tried to read it, in the order tried, with its reason; empty when the
     *     file itself could not be read or its puzzle was refused after reading (a name taken, no solution)
     */
    public record UnreadPuzzleFile(String file, String reason, List<Refusal> refusals) {

        /** Copies the refusals. */
        public UnreadPuzzleFile {
            refusals = List.copyOf(refusals);
        }

        /** The file for a console: a line naming it and its reason, then a line per domain tried. */
        public List<String> lines() {
            List<String> lines = new ArrayList<>();
            lines.add("Puzzle file " + file + " left out of the suite: " + reason);
            refusals.forEach(refusal -> lines.add("  " + refusal.domain() + ": " + refusal.reason()));
            return lines;
        }
    }

    /**
     * Why one domain did not read a puzzle file.
     *
     * @param domain the domain's name
     * @param reason its parse's message, naming where the text is at fault
     */
    public record Refusal(String domain, String reason) {
    }

    /**
     * Everything about one heuristic.
     *
     * @param name the class name
     * @param domain the name of the puzzle it was graded on, one of the report's {@code domains}
     * @param verdict the overall outcome
     * @param message one line saying why, for people
     * @param states states evaluated (0 when the heuristic could not be run; for one stopped by a time limit, those
     *     done when it was stopped, as its JVM said)
     * @param solvable solvable states the checks ran on
     * @param nanosPerEvaluation mean wall time of one call, in nanoseconds, or null when not run; for a heuristic
     *     stopped by a time limit, its time spent evaluating over the states done (the first call's time when none)
     * @param checks the checks, or null when the heuristic could not be run to the end
     * @param effort A* on each suite puzzle, or empty when the heuristic failed on some state
     * @param score points earned
     * @param maxScore points possible
     * @param points how each point was earned or lost
     * @param failure what went wrong running the heuristic, or null
     * @param exactDistance whether the estimate equals the exact distance on every solvable state (and the
     *     heuristic threw on none): a precomputed table, or a search in every call; its points are the rubric's
     *     as for any other heuristic
     * @param constructorNanos wall time of the heuristic's constructor in its JVM, in nanoseconds, or null when
     *     unknown (it did not return, or the heuristic was not run)
     * @param effortSuite the heuristic's forced expansions on the effort suite against the baseline's, or null when
     *     it did not evaluate cleanly (an exception or a negative value somewhere)
     * @param closedSetSearch A* without reopening on the suite's puzzles, run only for a heuristic that evaluated
     *     cleanly and failed the consistency check; null otherwise
     * @param slot the slot it fills and whether it is graded, or null in playground mode (no slots: all graded)
     * @param fingerprint the digest of its values on every state of the domain, or null when it did not answer on
     *     every state with values that repeat
     */
    public record HeuristicReport(String name, String domain, Verdict verdict, String message, int states,
            int solvable, Double nanosPerEvaluation, CheckResults checks, List<PuzzleEffort> effort, int score,
            int maxScore, List<Points> points, Failure failure, boolean exactDistance, Long constructorNanos,
            SuiteEffort effortSuite, ClosedSetSearch closedSetSearch, SlotFill slot, BehaviourFingerprint fingerprint) {

        /** Whether its points count: always in playground mode, when it alone fills a slot otherwise. */
        public boolean graded() {
            return slot == null || slot.graded();
        }

        /**
         * The class name with its standing for headings: {@code x.Mine}, {@code x.Mine (slot advanced)} or
         * {@code x.Mine (not graded)}.
         */
        public String heading() {
            if (slot == null) {
                return name;
            }
            return name + (slot.graded() ? " (slot " + slot.name() + ")" : " (not graded)");
        }

        /** This report with its slot standing, score and points replaced. */
        public HeuristicReport inSlot(SlotFill fill, int newScore, int newMaxScore, List<Points> newPoints) {
            return new HeuristicReport(name, domain, verdict, message, states, solvable, nanosPerEvaluation, checks,
                    effort, newScore, newMaxScore, List.copyOf(newPoints), failure, exactDistance, constructorNanos,
                    effortSuite, closedSetSearch, fill, fingerprint);
        }
    }

    /**
     * A* with the student's heuristic on one suite puzzle, next to the baseline.
     *
     * @param puzzle the suite puzzle's name
     * @param state its compact text
     * @param optimal whether the solution found was optimal
     * @param cost moves in the solution found
     * @param expanded states expanded
     * @param generated states generated
     * @param fBelowOptimal reachable states with g* + h &lt; C*
     * @param fAtMostOptimal reachable states with g* + h ≤ C*
     * @param baseline the same figures for the domain's baseline heuristic
     */
    public record PuzzleEffort(String puzzle, String state, boolean optimal, int cost, long expanded,
            long generated, long fBelowOptimal, long fAtMostOptimal, SearchEffort baseline) {
    }

    /**
     * The heuristic's tie-independent A* effort on the effort suite ({@code database.EffortSuite}, which measures it):
     * starts at many exact distances from a goal, the same for every heuristic (see
     * docs/instructors/report-reference.md for how they are chosen).
     *
     * @param starts each start with its counts, by distance, then state order
     * @param saved the mean, over the starts where the baseline's count is above 0, of 1 − fBelowOptimal /
     *     baselineFBelowOptimal: 0 for the baseline, 1 for the exact distance, negative for a weaker heuristic
     */
    public record SuiteEffort(List<EffortStart> starts, double saved) {
    }

    /**
     * One start of the effort suite.
     *
     * @param state the start's compact text
     * @param optimum C*, its exact distance to the nearest goal
     * @param fBelowOptimal states t reachable from it with g*(t) + h(t) &lt; C*, h the heuristic
     * @param baselineFBelowOptimal the same count for the domain's baseline heuristic
     */
    public record EffortStart(String state, int optimum, long fBelowOptimal, long baselineFBelowOptimal) {
    }

    /**
     * A* as most students write it, with a closed set and no reopening, run with an inconsistent heuristic: the
     * starts where it returns a path longer than the optimum are the concrete reason consistency matters. No point
     * depends on it.
     *
     * @param puzzles every start searched, in suite order
     * @param longer the starts of {@code puzzles} where the path found is longer than the optimum, in the same order
     */
    public record ClosedSetSearch(List<ClosedSetRun> puzzles, List<LongerPath> longer) {

        /** Copies the lists. */
        public ClosedSetSearch {
            puzzles = List.copyOf(puzzles);
            longer = List.copyOf(longer);
        }

        /** The runs, and of them those whose path is longer than the optimum. */
        public static ClosedSetSearch of(List<ClosedSetRun> puzzles) {
            return new ClosedSetSearch(puzzles, puzzles.stream().filter(run -> run.found() > run.optimum())
                    .map(run -> new LongerPath(run.puzzle(), run.state(), run.found(), run.optimum())).toList());
        }
    }

    /**
     * A* without reopening from one start.
     *
     * @param puzzle the suite puzzle's name, or null for a start that has none
     * @param state the start's compact text
     * @param optimum the cost of an optimal solution (its moves where every move costs 1)
     * @param found the cost of the path found
     * @param expanded states expanded, the goal not counted
     * @param generated states put on the open list with a new or better g, the start counted
     */
    public record ClosedSetRun(String puzzle, String state, int optimum, int found, long expanded,
            long generated) {
    }

    /**
     * A start from which A* without reopening returned a path longer than the optimum.
     *
     * @param puzzle the suite puzzle's name, or null for a start that has none
     * @param state the start's compact text
     * @param found the path's cost (its moves where every move costs 1)
     * @param optimum the cost of an optimal solution
     */
    public record LongerPath(String puzzle, String state, int found, int optimum) {

        /**
         * One sentence for people, naming states in {@code domain}'s words, e.g. "A* that never reopens a state
         * finds a path of 118 moves from …", and a path's length as its cost where the domain's moves are weighted
         * ("a path of cost 42 …, 6 more than the optimum cost 36").
         */
        public String sentence(Domain domain) {
            String from = (puzzle == null ? state : puzzle) + ", " + (found - optimum) + " more than the optimum ";
            return "A* that never reopens a " + domain.stateNoun() + " finds a path of " + (domain.unitCosts()
                    ? found + " moves from " + from + optimum : "cost " + found + " from " + from + "cost " + optimum)
                    + ".";
        }
    }

    /**
     * Points for one rubric item.
     *
     * @param item the rubric item, such as {@code admissible}
     * @param earned points earned
     * @param possible points possible
     * @param reason why, in one line
     */
    public record Points(String item, int earned, int possible, String reason) {

        /**
         * How the reason of an item begins that earns nothing because an item it requires failed, whatever its own
         * check or measure gave.
         */
        public static final String NOT_EARNED = "no points: ";

        /** Whether the item earns nothing because an item it requires failed ({@link #NOT_EARNED}). */
        public boolean notEarnedForPrerequisite() {
            return earned == 0 && possible > 0 && reason.startsWith(NOT_EARNED);
        }
    }

    /**
     * What went wrong running a heuristic.
     *
     * @param kind what happened, such as {@code exception}, {@code timeout}, {@code exit}
     * @param state the state being evaluated, or null
     * @param detail the exception and the student's stack frames, or the exit code
     * @param output the last lines the heuristic printed, or null
     */
    public record Failure(String kind, String state, String detail, String output) {
    }

    /**
     * The JUnit tests: how their run went, each test's outcome, and the points the rubric gives for them.
     *
     * @param outcome how the runs as a whole ended: the project's run's outcome, or the instructor's when the
     *     project's completed or did not run
     * @param message one line for people: what ran, or why not, or what stopped it; of the instructor's run only
     *     whether it completed, never a hidden test's name or failure
     * @param platformVersion the JUnit Platform version the project's tests ran with, else the instructor's, or
     *     null when no test ran
     * @param total tests discovered; the counts that follow add up to it
     * @param successful tests that passed
     * @param failed tests that failed
     * @param aborted tests stopped by an assumption
     * @param skipped tests disabled or skipped
     * @param timedOut tests running when the test JVM was stopped past the time limit
     * @param crashed tests running when the test JVM ended
     * @param notRun tests that never started because the test JVM had ended
     * @param score test points earned
     * @param maxScore test points possible
     * @param points one entry per test, class and tag the rubric gives points for, by kind then name
     * @param results one entry per test, sorted by class name, method name, then unique id
     * @param output the last lines the project's test JVM printed when its run did not complete, or null; never
     *     what the instructor's tests printed
     * @param instructorRun the instructor's test JVM, or null when there were no instructor tests
     */
    public record TestReport(TestRunOutcome outcome, String message, String platformVersion, int total,
            int successful, int failed, int aborted, int skipped, int timedOut, int crashed, int notRun, int score,
            int maxScore, List<TestPoints> points, List<TestResult> results, String output,
            InstructorRun instructorRun) {
    }

    /**
     * How the instructor's test JVM ended, kept apart from the tests' {@code message} and {@code output} because its
     * message may name a hidden test and its output is what the hidden tests printed: only this report, the HTML
     * page and the instructor's entries in {@code results.json} show it, never an output meant for students.
     *
     * @param outcome how the instructor's run ended
     * @param message one line: what stopped the run and during which test, the classes that failed outside their
     *     tests; null when it completed and no class failed
     * @param platformVersion the instructor's JUnit Platform version, or null when the runner did not get that far
     * @param output the last lines the instructor's test JVM printed when its run did not complete, or null
     */
    public record InstructorRun(TestRunOutcome outcome, String message, String platformVersion, String output) {
    }

    /**
     * One JUnit test and what became of it.
     *
     * @param uniqueId JUnit's unique id of the test, e.g. {@code [engine:junit-jupiter]/[class:x.FooTest]/[method:bar()]}
     * @param source {@code project} for the project's own tests, {@code instructor} for the instructor's
     * @param className the class the test is in, or null when JUnit gives none
     * @param methodName the test method's name, without parameters, or null when JUnit gives none
     * @param displayName JUnit's display name, e.g. {@code bar()} or a {@code @DisplayName}
     * @param tags the test's JUnit tags, sorted
     * @param status what became of it
     * @param durationMillis wall time from its start to its end, in milliseconds, or null when it did not end
     * @param failure the exception and the first lines of its stack trace, the reason it was skipped, or what
     *     stopped the JVM; null when it passed
     */
    public record TestResult(String uniqueId, String source, String className, String methodName,
            String displayName, List<String> tags, TestStatus status, Long durationMillis, String failure) {

        /** {@code Class#method}, as a rubric names the test, or the display name when JUnit gives no method. */
        public String qualifiedName() {
            return className != null && methodName != null ? className + "#" + methodName : displayName;
        }

        /**
         * Whether the display name says more than the method's name: a {@code @DisplayName}, a repetition, a
         * parameterized invocation's own name.
         */
        public boolean hasOwnDisplayName() {
            return methodName != null && !displayName.equals(methodName) && !displayName.startsWith(methodName + "(");
        }

        /** {@link #qualifiedName()}, followed by the display name in parentheses when the test has one of its own. */
        public String label() {
            if (className == null || methodName == null) {
                return displayName;
            }
            return hasOwnDisplayName() ? qualifiedName() + " (" + displayName + ")" : qualifiedName();
        }
    }

    /**
     * Points for one entry of the rubric's test points.
     *
     * @param kind {@code test}, {@code class} or {@code tag}
     * @param name the entry as the rubric names it: {@code Class#method} or a unique id, a class name, a tag
     * @param earned points earned
     * @param possible points possible
     * @param reason why, in one line, naming the tests that did not pass
     * @param tests the unique ids of the tests the entry covers, in {@code results} order; empty when none ran
     */
    public record TestPoints(String kind, String name, int earned, int possible, String reason,
            List<String> tests) {
    }
}
