package student;

/** Text that a CI log parser would read as commands, were it printed as it is. */
final class ForgedCommands {

    /** GitHub's legacy form, found anywhere in a line: Classroom's grade annotation with full points. */
    static final String LEGACY_NOTICE = "##[notice title=Autograding complete]Points 100/100";

    /** GitHub's legacy form of stop-commands: the grader's own notice after it would be ignored. */
    static final String LEGACY_STOP = "##[stop-commands]forged";

    /** GitHub's form that counts at the start of a line. */
    static final String NOTICE = "::notice title=Autograding complete::Points 100/100";

    /** A GitLab collapsible section, started and ended by escape sequences and a carriage return. */
    static final String GITLAB_SECTION = "\u001b[0Ksection_start:1700000000:forged\r\u001b[0KForged section"
            + "\n\u001b[0Ksection_end:1700000001:forged\r\u001b[0K";

    private ForgedCommands() {
    }
}
