package io.github.heuristicgrader.template;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.heuristicgrader.grading.GradingException;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.HexFormat;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.Document;
import org.w3c.dom.Element;

class EmbeddedRepositoryTest {

    @Test
    void addsListsBeforeProjectEndWhenThePomHasNone() throws Exception {
        String pom = "<?xml version=\"1.0\"?>\n<project>\n  <!-- <repositories> in a comment -->\n"
                + "  <artifactId>a</artifactId>\n</project>\n";

        String declared = EmbeddedRepository.declaredIn(pom);

        Document document = parse(declared);
        assertEquals(EmbeddedRepository.URL, text(document, "repositories", "url"));
        assertEquals(EmbeddedRepository.URL, text(document, "pluginRepositories", "url"));
        assertEquals(EmbeddedRepository.ID, text(document, "pluginRepositories", "id"));
        assertEquals("fail", text(document, "pluginRepositories", "checksumPolicy"));
        assertTrue(declared.contains("<!-- <repositories> in a comment -->"), declared);
    }

    @Test
    void putsTheRepositoryFirstInTheProjectsOwnListNotInAProfiles() throws Exception {
        String pom = "<project>\n  <profiles><profile><repositories><repository><id>p</id></repository>"
                + "</repositories></profile></profiles>\n  <repositories>\n    <repository>\n      <id>course</id>\n"
                + "      <url>https://example.org/m2</url>\n    </repository>\n  </repositories>\n</project>\n";

        String declared = EmbeddedRepository.declaredIn(pom);

        Document document = parse(declared);
        Element own = (Element) document.getDocumentElement().getElementsByTagName("repositories").item(1);
        assertEquals(own.getParentNode(), document.getDocumentElement());
        assertEquals(EmbeddedRepository.ID, ((Element) own.getElementsByTagName("id").item(0)).getTextContent());
        assertEquals("course", ((Element) own.getElementsByTagName("id").item(1)).getTextContent());
        Element profile = (Element) document.getElementsByTagName("profile").item(0);
        assertEquals(1, profile.getElementsByTagName("repository").getLength());
    }

    @Test
    void leavesAPomThatDeclaresItAlreadyAsItIs() throws GradingException {
        String once = EmbeddedRepository.declaredIn("<project></project>");

        assertEquals(once, EmbeddedRepository.declaredIn(once));
    }

    @Test
    void refusesATextThatIsNotAProject() {
        assertThrows(GradingException.class, () -> EmbeddedRepository.declaredIn("<settings></settings>"));
        assertThrows(GradingException.class, () -> EmbeddedRepository.declaredIn("<project><build>"));
        assertThrows(GradingException.class, () -> EmbeddedRepository.declaredIn("<project><repositories/></project>"));
    }

    @Test
    void writesArtifactsInMavensLayoutWithChecksumsOfTheirBytes(@TempDir Path directory) throws Exception {
        Path jar = Files.write(directory.resolve("x.jar"), "bytes".getBytes(StandardCharsets.UTF_8));
        EmbeddedRepository repository = new EmbeddedRepository(directory.resolve("repo"));

        repository.add("io.example", "grader", "1.0-SNAPSHOT", "tests", "jar", jar);

        Path placed = directory.resolve("repo/io/example/grader/1.0-SNAPSHOT/grader-1.0-SNAPSHOT-tests.jar");
        assertEquals("bytes", Files.readString(placed));
        assertEquals(HexFormat.of().formatHex(MessageDigest.getInstance("SHA-1").digest("bytes".getBytes())),
                Files.readString(Path.of(placed + ".sha1")));
        assertEquals(HexFormat.of().formatHex(MessageDigest.getInstance("MD5").digest("bytes".getBytes())),
                Files.readString(Path.of(placed + ".md5")));
        assertEquals(java.util.List.of("io.example:grader:tests:jar:1.0-SNAPSHOT"), repository.artifacts());
    }

    @Test
    void refusesCoordinatesThatWouldLeaveTheRepository(@TempDir Path directory) throws IOException {
        Path jar = Files.write(directory.resolve("x.jar"), new byte[] {1});
        EmbeddedRepository repository = new EmbeddedRepository(directory.resolve("repo"));

        assertThrows(GradingException.class, () -> repository.add("..", "a", "1", null, "jar", jar));
        assertThrows(GradingException.class, () -> repository.add("g", "a/../../b", "1", null, "jar", jar));
    }

    private static Document parse(String xml) throws Exception {
        return DocumentBuilderFactory.newInstance().newDocumentBuilder()
                .parse(new ByteArrayInputStream(xml.getBytes(StandardCharsets.UTF_8)));
    }

    private static String text(Document document, String list, String element) {
        Element listElement = (Element) document.getDocumentElement().getElementsByTagName(list).item(0);
        return listElement.getElementsByTagName(element).item(0).getTextContent();
    }
}
