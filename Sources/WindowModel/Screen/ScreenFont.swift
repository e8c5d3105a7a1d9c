// The point sizes of the simulated screen's text, iOS's own (17 pt bar titles, 10 pt tab
// bar labels): the painters draw with them and DisplayZoom keeps the smallest legible.

public enum ScreenFont {
    public static let barTitle = 17.0
    public static let backButton = 17.0
    /// A controller's title in its card.
    public static let title = 22.0
    /// The policy lines under it.
    public static let summary = 13.0
    public static let button = 16.0
    /// iOS 6's white rounded buttons.
    public static let oldButton = 15.0
    public static let tabLabel = 10.0
    public static let statusBar = 12.0
    /// iPad's status bar date, and the Face ID clock in the left ear.
    public static let statusBarIPad = 13.0
    public static let statusBarFaceID = 16.0
    /// P1: "0:03 / 0:10" inline and in full screen.
    public static let playerTime = 12.0
    public static let playerTimeFullScreen = 14.0
    public static let videoError = 12.0
    public static let crashHeading = 22.0
    public static let crashName = 13.0
    public static let crashReason = 14.0
    public static let crashMark = 34.0

    /// The smallest of them: what must stay legible.
    public static let smallest = tabLabel
}
