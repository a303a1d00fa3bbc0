package io.github.heuristicgrader.template;

import com.sun.source.tree.ClassTree;
import com.sun.source.tree.CompilationUnitTree;
import com.sun.source.tree.MethodTree;
import com.sun.source.tree.Tree;
import com.sun.source.util.JavacTask;
import com.sun.source.util.SourcePositions;
import com.sun.source.util.Trees;
import io.github.heuristicgrader.grading.GradingException;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.util.ArrayList;
import java.util.List;
import javax.lang.model.element.Modifier;
import javax.tools.Diagnostic;
import javax.tools.DiagnosticCollector;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.SimpleJavaFileObject;
import javax.tools.ToolProvider;

/**
 * A worked class turned into the stub a student starts from: the file's header (licence, package, imports), the
 * class's Javadoc and declaration, and each public method's Javadoc and signature with a body that throws, saying what
 * to write. Fields, constructors, other methods, nested and other top-level types are left out: they are the worked
 * solution. The source is parsed by the JDK's own compiler (no code of it runs).
 */
public final class ClassStub {

    private ClassStub() {
    }

    /**
     * The stub of the top-level class {@code simpleName} in {@code source}.
     *
     * @param fileName the file's name, for messages
     * @throws GradingException when the source does not parse or declares no class of that name
     */
    public static String of(String source, String simpleName, String fileName) throws GradingException {
        Parsed parsed = Parsed.of(source, fileName);
        if (!parsed.errors().isEmpty()) {
            throw new GradingException(fileName + " does not parse: " + parsed.errors().get(0).getMessage(null));
        }
        SourcePositions positions = Trees.instance(parsed.task()).getSourcePositions();
        return new Writer(source, parsed.unit(), positions).stub(simpleName, fileName);
    }

    /**
     * The simple names of the concrete top-level classes in {@code source} whose implements clause names
     * {@code interfaceName} (simply or in full); what parses of a source with errors counts.
     */
    public static List<String> classesImplementing(String source, String interfaceName, String fileName)
            throws GradingException {
        List<String> names = new ArrayList<>();
        for (Tree type : Parsed.of(source, fileName).unit().getTypeDecls()) {
            if (type instanceof ClassTree declared && declared.getKind() == Tree.Kind.CLASS
                    && !declared.getModifiers().getFlags().contains(Modifier.ABSTRACT)
                    && declared.getImplementsClause().stream().anyMatch(implemented -> {
                        String text = implemented.toString();
                        int generic = text.indexOf('<');
                        String raw = generic < 0 ? text : text.substring(0, generic);
                        return raw.equals(interfaceName) || raw.endsWith("." + interfaceName);
                    })) {
                names.add(declared.getSimpleName().toString());
            }
        }
        return names;
    }

    /** The JDK's compiler, which parses the stubs and compiles the template. */
    static JavaCompiler compiler() throws GradingException {
        JavaCompiler compiler = ToolProvider.getSystemJavaCompiler();
        if (compiler == null) {
            throw new GradingException("No Java compiler in this JVM (" + System.getProperty("java.home")
                    + "): run Maven with a JDK to write a student template");
        }
        return compiler;
    }

    /** One source parsed (annotation processing off, nothing compiled), with the errors found. */
    private record Parsed(JavacTask task, CompilationUnitTree unit, List<Diagnostic<? extends JavaFileObject>> errors) {

        static Parsed of(String source, String fileName) throws GradingException {
            DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
            JavacTask task = (JavacTask) compiler().getTask(null, null, diagnostics, List.of("-proc:none"), null,
                    List.of(new SourceText(fileName, source)));
            CompilationUnitTree unit;
            try {
                unit = task.parse().iterator().next();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            return new Parsed(task, unit, diagnostics.getDiagnostics().stream()
                    .filter(diagnostic -> diagnostic.getKind() == Diagnostic.Kind.ERROR).toList());
        }
    }

    /** Text cut from the source by the parsed tree's positions. */
    private record Writer(String source, CompilationUnitTree unit, SourcePositions positions) {

        String stub(String simpleName, String fileName) throws GradingException {
            List<? extends Tree> types = unit.getTypeDecls();
            ClassTree target = null;
            long before = headerEnd();
            for (Tree type : types) {
                if (type instanceof ClassTree declared && declared.getSimpleName().contentEquals(simpleName)) {
                    target = declared;
                    break;
                }
                long end = end(type);
                before = Math.max(before, end);
            }
            if (target == null || target.getKind() != Tree.Kind.CLASS) {
                throw new GradingException(fileName + " declares no top-level class " + simpleName + " to stub");
            }
            StringBuilder stub = new StringBuilder(source.substring(0, (int) headerEnd()));
            long classStart = start(target);
            String classJavadoc = javadoc(before, classStart);
            stub.append(headerEnd() == 0 ? "" : "\n\n");
            if (!classJavadoc.isEmpty()) {
                stub.append(classJavadoc).append('\n');
            }
            int open = bodyOpening(target);
            stub.append(source, (int) classStart, open + 1).append('\n');
            String indent = indentOf(classStart);
            long previous = open + 1;
            boolean first = true;
            for (Tree member : target.getMembers()) {
                long memberStart = start(member);
                long memberEnd = end(member);
                if (member instanceof MethodTree method && method.getBody() != null
                        && !method.getName().contentEquals("<init>")
                        && method.getModifiers().getFlags().contains(Modifier.PUBLIC)) {
                    String memberIndent = indentOf(memberStart);
                    stub.append(first ? "" : "\n");
                    first = false;
                    String memberJavadoc = javadoc(previous, memberStart);
                    if (!memberJavadoc.isEmpty()) {
                        stub.append(memberJavadoc).append('\n');
                    }
                    stub.append(memberIndent).append(source, (int) memberStart, (int) start(method.getBody()))
                            .append("{\n")
                            .append(memberIndent).append("    // TODO: write this method (see the Javadoc above).\n")
                            .append(memberIndent).append("    throw new UnsupportedOperationException(\"")
                            .append(simpleName).append('.').append(method.getName())
                            .append(" is not written yet\");\n")
                            .append(memberIndent).append("}\n");
                }
                previous = Math.max(previous, memberEnd);
            }
            stub.append(indent).append("}\n");
            return stub.toString();
        }

        /** The end of the package declaration and imports, 0 when there are none. */
        private long headerEnd() {
            long end = 0;
            if (unit.getPackage() != null) {
                end = end(unit.getPackage());
            }
            for (Tree imported : unit.getImports()) {
                end = Math.max(end, end(imported));
            }
            return end;
        }

        /** The last Javadoc comment between two offsets, with its first line's indentation, or "". */
        private String javadoc(long from, long to) {
            String gap = source.substring((int) from, (int) to);
            int open = gap.lastIndexOf("/**");
            if (open < 0) {
                return "";
            }
            int close = gap.indexOf("*/", open + 3);
            if (close < 0) {
                return "";
            }
            // A comment that a declaration or a plain comment follows belongs to something else.
            if (!gap.substring(close + 2).isBlank()) {
                return "";
            }
            return indentOf(from + open) + gap.substring(open, close + 2);
        }

        /** The offset of the class body's opening brace: the first {@code {} after the declaration's header. */
        private int bodyOpening(ClassTree type) throws GradingException {
            long from = end(type.getModifiers());
            for (Tree part : type.getTypeParameters()) {
                from = Math.max(from, end(part));
            }
            if (type.getExtendsClause() != null) {
                from = Math.max(from, end(type.getExtendsClause()));
            }
            for (Tree part : type.getImplementsClause()) {
                from = Math.max(from, end(part));
            }
            for (Tree part : type.getPermitsClause()) {
                from = Math.max(from, end(part));
            }
            int at = (int) Math.max(from, start(type));
            while (at < source.length()) {
                if (source.startsWith("//", at)) {
                    at = source.indexOf('\n', at);
                    if (at < 0) {
                        break;
                    }
                } else if (source.startsWith("/*", at)) {
                    int close = source.indexOf("*/", at + 2);
                    if (close < 0) {
                        break;
                    }
                    at = close + 2;
                    continue;
                } else if (source.charAt(at) == '{') {
                    return at;
                }
                at++;
            }
            throw new GradingException("The class " + type.getSimpleName() + " has no body to stub");
        }

        /** The spaces and tabs that begin the line holding {@code offset}, when nothing else precedes it there. */
        private String indentOf(long offset) {
            int lineStart = source.lastIndexOf('\n', (int) offset - 1) + 1;
            String before = source.substring(lineStart, (int) offset);
            return before.isBlank() ? before : "";
        }

        private long start(Tree tree) {
            return positions.getStartPosition(unit, tree);
        }

        private long end(Tree tree) {
            return positions.getEndPosition(unit, tree);
        }
    }

    /** A source file held in memory. */
    private static final class SourceText extends SimpleJavaFileObject {
        private final String text;

        SourceText(String fileName, String text) {
            super(URI.create("string:///" + fileName.replaceAll("[^A-Za-z0-9_.$/-]", "_")), Kind.SOURCE);
            this.text = text;
        }

        @Override
        public CharSequence getCharContent(boolean ignoreEncodingErrors) {
            return text;
        }
    }
}
