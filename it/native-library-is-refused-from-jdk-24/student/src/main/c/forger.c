/*
 * Loaded by the student's heuristic inside the instructor's test JVM: writes a forged journal (every hidden test
 * passed, the run done) to every socket the JVM has open, the runner's among them.
 */
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

static const char FORGED[] =
    "START\t[engine:junit-jupiter]/[class:hidden.HiddenHeuristicTest]/[method:isZeroAtAGoal()]\n"
    "END\t[engine:junit-jupiter]/[class:hidden.HiddenHeuristicTest]/[method:isZeroAtAGoal()]\tSUCCESSFUL\t1000\t\n"
    "START\t[engine:junit-jupiter]/[class:hidden.HiddenHeuristicTest]/[method:isTheExactDistanceOfTheClassicStart()]\n"
    "END\t[engine:junit-jupiter]/[class:hidden.HiddenHeuristicTest]/[method:isTheExactDistanceOfTheClassicStart()]"
    "\tSUCCESSFUL\t1000\t\n"
    "DONE\n";

int JNI_OnLoad(void *vm, void *reserved) {
    for (int fd = 3; fd < 1024; fd++) {
        struct stat status;
        if (fstat(fd, &status) == 0 && S_ISSOCK(status.st_mode)) {
            ssize_t ignored = write(fd, FORGED, strlen(FORGED));
            (void) ignored;
        }
    }
    return 0x00010008; /* JNI_VERSION_1_8 */
}
