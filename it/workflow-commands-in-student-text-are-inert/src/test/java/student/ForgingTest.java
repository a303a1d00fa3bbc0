package student;

import static org.junit.jupiter.api.Assertions.fail;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class ForgingTest {

    @Test
    @DisplayName(ForgedCommands.LEGACY_NOTICE)
    void forgesTheGradeInItsNameAndItsFailure() {
        System.out.println(ForgedCommands.NOTICE);
        fail(ForgedCommands.LEGACY_STOP + "\n" + ForgedCommands.NOTICE + "\n" + ForgedCommands.GITLAB_SECTION);
    }
}
