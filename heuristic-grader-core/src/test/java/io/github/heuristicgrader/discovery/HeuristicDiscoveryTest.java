package io.github.heuristicgrader.discovery;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.heuristicgrader.discovery.Rejection.Kind;
import io.github.heuristicgrader.domain.Domains;
import io.github.heuristicgrader.fixtures.AbstractHeuristic;
import io.github.heuristicgrader.fixtures.BoardHeuristic;
import io.github.heuristicgrader.fixtures.GenericHeuristicBase;
import io.github.heuristicgrader.fixtures.HaltingConstructorHeuristic;
import io.github.heuristicgrader.fixtures.InterfaceChainHeuristic;
import io.github.heuristicgrader.fixtures.ManhattanDistanceHeuristic;
import io.github.heuristicgrader.fixtures.NestedHeuristics;
import io.github.heuristicgrader.fixtures.NoNoArgConstructorHeuristic;
import io.github.heuristicgrader.fixtures.OverestimatingHeuristic;
import io.github.heuristicgrader.fixtures.RawHeuristic;
import io.github.heuristicgrader.fixtures.StringHeuristic;
import io.github.heuristicgrader.fixtures.SubclassedHeuristic;
import io.github.heuristicgrader.fixtures.ZeroHeuristic;
import io.github.heuristicgrader.fork.ForkTestSupport;
import io.github.heuristicgrader.spi.Domain;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.jar.JarOutputStream;
import java.util.stream.Collectors;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Finding and checking heuristic classes in this JVM without running them. */
class HeuristicDiscoveryTest {

    private static final ClassLoader GRADER = HeuristicDiscoveryTest.class.getClassLoader();
    private static final String FIXTURES = ZeroHeuristic.class.getPackageName() + ".";
    private static final String PACKAGE_PRIVATE = FIXTURES + "PackagePrivateHeuristic";

    @TempDir
    Path classes;

    @BeforeEach
    void copyFixtures() throws Exception {
        ForkTestSupport.copyClasses(classes, ZeroHeuristic.class, ManhattanDistanceHeuristic.class,
                OverestimatingHeuristic.class, SubclassedHeuristic.class, GenericHeuristicBase.class,
                InterfaceChainHeuristic.class, BoardHeuristic.class, NestedHeuristics.class,
                NestedHeuristics.Static.class, NestedHeuristics.Inner.class, NoNoArgConstructorHeuristic.class,
                AbstractHeuristic.class, StringHeuristic.class, RawHeuristic.class,
                HaltingConstructorHeuristic.class);
        ForkTestSupport.copyClasses(classes, Class.forName(PACKAGE_PRIVATE, false, GRADER));
    }

    private static Map<String, Kind> kinds(Discovery discovery) {
        return discovery.rejections().stream().collect(Collectors.toMap(Rejection::className, Rejection::kind));
    }

    private static Rejection rejectionOf(Discovery discovery, Class<?> type) {
        return discovery.rejections().stream().filter(rejection -> rejection.className().equals(type.getName()))
                .findFirst().orElseThrow();
    }

    @Test
    void findsPublicConcreteBoardHeuristicsThroughSuperclassesAndInterfaces() throws IOException {
        Discovery discovery = HeuristicDiscovery.discover(classes, List.of(), GRADER);

        assertEquals(List.of(HaltingConstructorHeuristic.class.getName(), InterfaceChainHeuristic.class.getName(),
                ManhattanDistanceHeuristic.class.getName(), NestedHeuristics.Static.class.getName(),
                OverestimatingHeuristic.class.getName(), SubclassedHeuristic.class.getName(),
                ZeroHeuristic.class.getName()), discovery.heuristics());
        assertTrue(discovery.found().stream().allMatch(found -> found.domain().name().equals("huarongdao")),
                discovery.found().toString());
    }

    @Test
    void reportsPublicHeuristicsItCannotGradeAndSkipsHelpersSilently() throws IOException {
        Discovery discovery = HeuristicDiscovery.discover(classes, List.of(), GRADER);

        assertEquals(Map.of(NestedHeuristics.Inner.class.getName(), Kind.NO_PUBLIC_NO_ARG_CONSTRUCTOR,
                NoNoArgConstructorHeuristic.class.getName(), Kind.NO_PUBLIC_NO_ARG_CONSTRUCTOR,
                RawHeuristic.class.getName(), Kind.WRONG_STATE_TYPE,
                StringHeuristic.class.getName(), Kind.WRONG_STATE_TYPE), kinds(discovery));
        String message = rejectionOf(discovery, StringHeuristic.class).message();
        assertTrue(message.startsWith("class " + StringHeuristic.class.getName() + " implements"
                + " Heuristic<java.lang.String>; the grader evaluates Heuristic<"), message);
        for (Domain domain : Domains.defaults()) {
            assertTrue(message.contains("Heuristic<" + domain.studentStateType().getSimpleName() + "> ("
                    + domain.studentStateType().getName() + ") for " + domain.title()), message);
        }
        assertTrue(rejectionOf(discovery, RawHeuristic.class).message().contains("implements the raw type Heuristic"));
        assertTrue(rejectionOf(discovery, NoNoArgConstructorHeuristic.class).message().contains(
                NoNoArgConstructorHeuristic.class.getName() + " has no public constructor without parameters"));
        assertTrue(rejectionOf(discovery, NestedHeuristics.Inner.class).message().contains("declare it static"));
    }

    @Test
    void neverInitializesTheClassesItInspects() throws IOException {
        System.clearProperty(HaltingConstructorHeuristic.INITIALIZED_PROPERTY);

        HeuristicDiscovery.discover(classes, List.of(), GRADER);
        HeuristicDiscovery.check(List.of(HaltingConstructorHeuristic.class.getName()), List.of(classes), GRADER);

        assertNull(System.getProperty(HaltingConstructorHeuristic.INITIALIZED_PROPERTY));
    }

    @Test
    void findsNothingInAMissingDirectory() throws IOException {
        Discovery discovery = HeuristicDiscovery.discover(classes.resolve("missing"), List.of(), GRADER);

        assertEquals(List.of(), discovery.heuristics());
        assertEquals(List.of(), discovery.rejections());
    }

    @Test
    void checkSaysWhatIsWrongWithEachNamedClass() throws IOException {
        Discovery discovery = HeuristicDiscovery.check(List.of(ZeroHeuristic.class.getName(), "x.MissingHeuristic",
                AbstractHeuristic.class.getName(), BoardHeuristic.class.getName(), PACKAGE_PRIVATE,
                NestedHeuristics.class.getName(), StringHeuristic.class.getName(),
                NoNoArgConstructorHeuristic.class.getName(), SubclassedHeuristic.class.getName()),
                List.of(classes), GRADER);

        assertEquals(List.of(SubclassedHeuristic.class.getName(), ZeroHeuristic.class.getName()),
                discovery.heuristics());
        assertEquals(Map.of("x.MissingHeuristic", Kind.NOT_FOUND,
                AbstractHeuristic.class.getName(), Kind.ABSTRACT,
                BoardHeuristic.class.getName(), Kind.ABSTRACT,
                PACKAGE_PRIVATE, Kind.NOT_PUBLIC,
                NestedHeuristics.class.getName(), Kind.NOT_A_HEURISTIC,
                StringHeuristic.class.getName(), Kind.WRONG_STATE_TYPE,
                NoNoArgConstructorHeuristic.class.getName(), Kind.NO_PUBLIC_NO_ARG_CONSTRUCTOR), kinds(discovery));
        assertTrue(discovery.rejections().stream().allMatch(rejection -> rejection.message().startsWith(
                "class " + rejection.className() + " ")), discovery::toString);
    }

    @Test
    void keepsTheDomainOfARejectedClassWhoseStateTypeNamesOne() throws IOException {
        Discovery discovery = HeuristicDiscovery.check(List.of(NoNoArgConstructorHeuristic.class.getName(),
                AbstractHeuristic.class.getName(), StringHeuristic.class.getName(), "x.MissingHeuristic"),
                List.of(classes), GRADER);

        Domain huarongdao = Domains.open("huarongdao");
        assertEquals(Map.of(NoNoArgConstructorHeuristic.class.getName(), huarongdao,
                AbstractHeuristic.class.getName(), huarongdao), discovery.rejectedDomains());
    }

    @Test
    void saysWhereItLookedForAClassThatIsNotThere() throws IOException {
        Path jar = classes.resolve("lib.jar");
        new JarOutputStream(Files.newOutputStream(jar)).close();

        Discovery discovery = HeuristicDiscovery.check(List.of("x.MyHeuristic"),
                List.of(classes, jar, classes.resolve("not-compiled")), GRADER);

        assertEquals("class x.MyHeuristic is not on the project classpath (looked in " + classes + ", "
                + classes.resolve("not-compiled") + " (missing: is the project compiled?), 1 jar)",
                discovery.rejections().get(0).message());
    }

    @Test
    void suggestsTheFullNameOfAClassNamedShortOrWithDotsForDollars() throws IOException {
        Discovery discovery = HeuristicDiscovery.check(List.of("ZeroHeuristic", FIXTURES + "NestedHeuristics.Static"),
                List.of(classes), GRADER);

        assertTrue(discovery.rejections().get(0).message().endsWith("; did you mean "
                + ZeroHeuristic.class.getName() + "?"), discovery.rejections().get(0).message());
        assertTrue(discovery.rejections().get(1).message().endsWith("; did you mean "
                + NestedHeuristics.Static.class.getName() + "?"), discovery.rejections().get(1).message());
    }

    @Test
    void suggestsTheNearestProjectClassForATypoAWrongPackageOrTheWrongCase() throws IOException {
        String zero = ZeroHeuristic.class.getName();
        Discovery discovery = HeuristicDiscovery.check(List.of("io.github.heuristicgrader.fixture.ZeroHeuristic",
                FIXTURES + "zeroheuristic", "edu.example.ZeroHeurstic"), List.of(classes), GRADER);

        assertEquals(3, discovery.rejections().size(), discovery::toString);
        for (Rejection rejection : discovery.rejections()) {
            assertEquals(Kind.NOT_FOUND, rejection.kind());
            assertTrue(rejection.message().endsWith("; did you mean " + zero + "?"), rejection.message());
        }
    }

    @Test
    void reportsClassFilesThatCannotBeLoaded() throws IOException {
        Files.delete(classes.resolve(GenericHeuristicBase.class.getName().replace('.', '/') + ".class"));
        Path broken = classes.resolve("broken/Broken.class");
        Files.createDirectories(broken.getParent());
        Files.write(broken, new byte[] {(byte) 0xCA, (byte) 0xFE, 0, 1});

        Discovery discovery = HeuristicDiscovery.discover(classes, List.of(), GRADER);

        assertEquals(Kind.NOT_LOADABLE, kinds(discovery).get(SubclassedHeuristic.class.getName()));
        assertTrue(rejectionOf(discovery, SubclassedHeuristic.class).message().contains("NoClassDefFoundError: "
                + GenericHeuristicBase.class.getName().replace('.', '/')), discovery::toString);
        assertEquals(Kind.NOT_LOADABLE, kinds(discovery).get("broken.Broken"));
        assertTrue(discovery.heuristics().contains(ZeroHeuristic.class.getName()));
    }
}
