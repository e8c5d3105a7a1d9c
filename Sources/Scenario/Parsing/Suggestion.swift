// Did-you-mean for the command line (an unknown subcommand or rule id), with the same
// matching the file errors use.

public enum Suggestion {
    /// The candidate a typo away from `word`, if one is.
    public static func closest(_ word: String, among candidates: [String]) -> String? {
        Suggest.closest(word, among: candidates)
    }
}
