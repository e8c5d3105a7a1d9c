// SwiftUI's presentations in a view's source: `.sheet { … }`, `.fullScreenCover { … }`,
// `.popover { … }`, `NavigationLink { … }`, `.navigationDestination { … }`. Each is read
// as what its content builds (`Name(…)`, `Name { … }`), so the navigation pass can follow
// it to a representable's controller or a hosting controller of the view.

import SwiftSyntax

/// One SwiftUI presentation modifier (or link) and the types its content builds.
struct SwiftUIShowFact: Sendable, Equatable {
    enum Kind: String, Sendable {
        case sheet, fullScreenCover, popover, navigationLink, navigationDestination

        /// UIKit's style of the hosting controller SwiftUI presents (a link pushes: none).
        var style: String? {
            switch self {
            case .sheet: "pageSheet"
            case .fullScreenCover: "fullScreen"
            case .popover: "popover"
            case .navigationLink, .navigationDestination: nil
            }
        }
    }
    var kind: Kind
    /// Type names its content builds, in source order.
    var content: [String]
    var location: SourceLocation
    /// What triggers it as written (`isPresented: $showPlayer` → `showPlayer`), for the button's name.
    var trigger: String?
    /// The show whose content holds this one (an index into the type's shows): it is shown from there.
    var parent: Int?
    /// A content that builds nothing itself but calls another type's function
    /// (`WhatsNewFactory.make { … }`): `Type.function`, read where the function is declared.
    var calls: [String] = []
    /// The button's title when it is no modifier of the view's own (a route: `route (player)`).
    var title: String? = nil
}

/// Reads a SwiftUI type's member block for its presentations; `mentions` are the types it
/// builds outside any presentation's content (what it shows in place).
final class SwiftUIShowReader: SyntaxVisitor {
    private(set) var shows: [SwiftUIShowFact] = []
    /// Byte ranges of the contents read, for `mentions` to leave out.
    private(set) var contentRanges: [Range<Int>] = []
    private(set) var contents: [Syntax] = []
    private var open: [(range: Range<Int>, index: Int)] = []
    private let location: (any SyntaxProtocol) -> SourceLocation

    init(location: @escaping (any SyntaxProtocol) -> SourceLocation) {
        self.location = location
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        // The modifier's own name: a member access's position is its base's (the whole chain before it).
        let nameToken: TokenSyntax?
        if let member = node.calledExpression.as(MemberAccessExprSyntax.self) {
            nameToken = member.declName.baseName
        } else {
            nameToken = node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName
        }
        let name = nameToken?.text
        guard let name, let kind = Self.kind(name), let content = Self.content(node, kind) else { return .visitChildren }
        let range = content.position.utf8Offset..<content.endPosition.utf8Offset
        while let last = open.last, !last.range.contains(node.position.utf8Offset) { open.removeLast() }
        let trigger = node.arguments.first.flatMap { arg -> String? in
            guard arg.label?.text != "destination" else { return nil }
            let text = SwiftExpr.text(arg.expression).filter { $0 != "$" }
            return text.isEmpty ? nil : String(text.prefix(40))
        }
        shows.append(SwiftUIShowFact(kind: kind, content: [], location: location(nameToken!), trigger: trigger,
                                     parent: open.last?.index))
        contents.append(content)
        contentRanges.append(range)
        open.append((range, shows.count - 1))
        return .visitChildren
    }

    /// Each show's content types, without what the shows inside it show.
    func finish() {
        for i in shows.indices {
            let inner = shows.indices.filter { shows[$0].parent == i }.map { contentRanges[$0] }
            let tokens = contents[i].tokens(viewMode: .sourceAccurate).filter { token in
                let at = token.position.utf8Offset
                return !inner.contains { $0.contains(at) }
            }
            shows[i].content = SwiftTypeVisitor.builtTypes(tokens)
        }
    }

    /// The modifier or link a call name is.
    static func kind(_ name: String) -> SwiftUIShowFact.Kind? {
        switch name {
        case "sheet": .sheet
        case "fullScreenCover": .fullScreenCover
        case "popover": .popover
        case "NavigationLink": .navigationLink
        case "navigationDestination": .navigationDestination
        default: nil
        }
    }

    /// The closure or argument that builds what is shown: `content:` (a trailing closure
    /// after `onDismiss:`'s), a link's `destination:`; a value link (`NavigationLink(value:)`)
    /// has none (its `navigationDestination` shows).
    static func content(_ call: FunctionCallExprSyntax, _ kind: SwiftUIShowFact.Kind) -> Syntax? {
        let label = kind == .navigationLink ? "destination" : kind == .navigationDestination ? "destination" : "content"
        if let arg = call.arguments.first(where: { $0.label?.text == label }) { return Syntax(arg.expression) }
        if let extra = call.additionalTrailingClosures.first(where: { $0.label.text == label }) { return Syntax(extra.closure) }
        if kind == .navigationLink {
            // `NavigationLink { Destination() } label: { … }`; `NavigationLink(value:) { label }` shows nothing itself.
            guard call.additionalTrailingClosures.contains(where: { $0.label.text == "label" }) else { return nil }
        }
        return call.trailingClosure.map(Syntax.init)
    }
}

extension SwiftTypeVisitor {
    /// SwiftUI's presentations in a view's members, and the types it builds outside them;
    /// walked only when the members' bytes name a presentation.
    func swiftUI(_ members: MemberBlockSyntax) -> (shows: [SwiftUIShowFact], mentions: [String]) {
        guard Prefilter.swiftUIShows.occurs(in: bytes, from: members.position.utf8Offset, to: members.endPosition.utf8Offset) else {
            return ([], Self.builtTypes(members.tokens(viewMode: .sourceAccurate)))
        }
        let reader = SwiftUIShowReader(location: { [unowned self] in self.location($0) })
        reader.walk(members)
        reader.finish()
        var shows = reader.shows
        var ranges = reader.contentRanges
        // `.sheet(isPresented: $show) { mailView }` with `private var mailView: some View { MailView() }`:
        // what the member builds is the sheet's, not shown in place.
        let helpers = Self.viewMembers(members)
        for i in shows.indices where shows[i].content.isEmpty {
            let tokens = Array(reader.contents[i].tokens(viewMode: .sourceAccurate))
            for (k, token) in tokens.enumerated() {
                guard case .identifier(let name) = token.tokenKind else { continue }
                if let body = helpers[name] {
                    shows[i].content += Self.builtTypes(body.tokens(viewMode: .sourceAccurate)).filter { !shows[i].content.contains($0) }
                    ranges.append(body.position.utf8Offset..<body.endPosition.utf8Offset)
                } else if name.first?.isUppercase == true, k + 2 < tokens.count, tokens[k + 1].tokenKind == .period,
                          case .identifier(let function) = tokens[k + 2].tokenKind {
                    shows[i].calls.append("\(name).\(function)")
                }
            }
        }
        let outside = members.tokens(viewMode: .sourceAccurate).filter { token in
            let at = token.position.utf8Offset
            return !ranges.contains { $0.contains(at) }
        }
        return (shows, Self.builtTypes(outside))
    }

    /// A view's computed properties and functions, by name: their bodies.
    static func viewMembers(_ members: MemberBlockSyntax) -> [String: Syntax] {
        var out: [String: Syntax] = [:]
        for member in members.members {
            if let variable = member.decl.as(VariableDeclSyntax.self) {
                for binding in variable.bindings {
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                          let accessors = binding.accessorBlock else { continue }
                    out[name] = Syntax(accessors)
                }
            } else if let function = member.decl.as(FunctionDeclSyntax.self), let body = function.body {
                out[function.name.text] = Syntax(body)
            }
        }
        return out
    }
}
