/** Its path forges Classroom's annotation in the compiler's note about unchecked operations, which quotes it. */
class UncheckedNote {

    java.util.List<String> names() {
        java.util.List raw = new java.util.ArrayList();
        return raw;
    }
}
