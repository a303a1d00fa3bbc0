package student;

/** Not yet a heuristic: it does not implement Heuristic<Board>, so it fills no slot. */
public class AdvancedHeuristicDraft {
}
