// SwiftGen's storyboard scenes (`StoryboardScene.Boot.notesNavigation.instantiate()`): the
// generated enum of each storyboard names its file (`static let storyboardName = "Boot"`)
// and each scene by identifier (`SceneType<UIKit.UINavigationController>(storyboard: Boot.self,
// identifier: "NotesNavigation")`, `InitialSceneType<App.Gate>(storyboard: Boot.self)`).

import SwiftSyntax

/// A scene a generated property names: its storyboard's enum, its identifier (nil: the
/// initial scene), and the class it is cast to (nil: one of UIKit's bases).
struct SceneProperty: Sendable, Equatable {
    var storyboardType: String
    var identifier: String?
    var cast: String?
    var location: SourceLocation
}

enum SwiftGenScenes {
    /// `SceneType<T>(storyboard: Boot.self, identifier: "id")`, `InitialSceneType<T>(storyboard: Boot.self)`.
    static func scene(_ value: ExprSyntax?, at: SourceLocation) -> SceneProperty? {
        guard let call = value.map(SwiftExpr.unwrapped)?.as(FunctionCallExprSyntax.self),
              let generic = call.calledExpression.as(GenericSpecializationExprSyntax.self),
              let name = SwiftExpr.lastName(generic.expression), name.hasSuffix("SceneType"),
              let typeArgument = generic.genericArgumentClause.arguments.first,
              let board = call.arguments.first(where: { $0.label?.text == "storyboard" })?.expression else { return nil }
        let boardText = SwiftExpr.text(board)
        guard boardText.hasSuffix(".self") else { return nil }
        let cast = SwiftExpr.text(typeArgument.argument).split(separator: ".").last.map(String.init)
        let identifier = call.arguments.first(where: { $0.label?.text == "identifier" }).flatMap { SwiftCallSites.stringLiteral($0.expression) }
        if name != "InitialSceneType" && identifier == nil { return nil }
        return SceneProperty(storyboardType: String(boardText.dropLast(".self".count).split(separator: ".").last ?? ""),
                             identifier: identifier,
                             cast: cast.flatMap { SwiftCallSites.genericBases.contains($0) ? nil : $0 }, location: at)
    }
}
