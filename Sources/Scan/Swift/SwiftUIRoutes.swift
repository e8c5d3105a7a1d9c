// SwiftUI navigation through route values and `View` extensions, read as tokens:
// a route is a static factory of a type that returns that type and builds views in a
// closure (`static func player(…) -> Route { Route(style: .fullscreen) { PlayerView() } }`),
// which views hand to a router (`router.route(to: .player(…))`); a `View` extension
// function wraps a modifier or view (`func filterDrawer() -> some View { modifier(Drawer()) }`)
// that views call as `.filterDrawer()`. The navigation pass joins the two sides.

import SwiftSyntax

/// `static func player(…) -> Route { Route(id: "p", style: .fullscreen) { PlayerView(…) } }`.
struct SwiftUIRouteFact: Sendable, Equatable {
    var name: String
    /// The type declaring it (and built by it).
    var owner: String
    /// The types its closures build (the route's content), in source order.
    var content: [String]
    /// The first implicit member naming how it is shown (`.fullscreen`, `.sheet`, `.push(…)`).
    var styleWord: String?
    /// Routes of the same type it returns (`Self.player(manager: m)`).
    var forwards: [String]
    var location: SourceLocation
}

/// A name a SwiftUI type uses after a dot: `.player(…)` with nothing before the dot (a
/// value of the type a call expects: a route), or `.filterDrawer(…)` after a view (a modifier).
struct SwiftUINameUse: Sendable, Equatable {
    var name: String
    /// An implicit member (`.player`) or a type's static member (`Route.player`): a route it may be.
    var leading: Bool
    /// `Route.player`: the type written before the dot.
    var base: String? = nil
    var location: SourceLocation
}

/// How a route is shown, from its style's case name.
enum SwiftUIRouteStyle: Equatable {
    /// Pushed on SwiftUI's own stack: in the same hosting controller.
    case inPlace
    case presented(SwiftUIShowFact.Kind)

    /// `fullscreen`, `fullScreenCover`, `cover` → a cover; `sheet`, `formSheet`, `modal` → a
    /// sheet; `popover`; `push`, `show`, `stack` → in place; anything else says nothing.
    init?(word: String) {
        let w = word.lowercased()
        if w.contains("fullscreen") || w.contains("cover") {
            self = .presented(.fullScreenCover)
        } else if w.contains("sheet") || w == "modal" {
            self = .presented(.sheet)
        } else if w == "popover" {
            self = .presented(.popover)
        } else if w == "push" || w == "show" || w == "stack" {
            self = .inPlace
        } else {
            return nil
        }
    }
}

extension SwiftTypeVisitor {
    /// A static member returning its own type (`-> Route`, `-> Self`) is a route when its
    /// closures build a type or it returns another route of the type.
    static func route(name: String, owner: String, returnType: String?, body: some SyntaxProtocol,
                      location: SourceLocation) -> SwiftUIRouteFact? {
        guard let returnType, returnType == owner || returnType == "Self" else { return nil }
        let tokens = Array(body.tokens(viewMode: .sourceAccurate))
        var content: [String] = []
        var styleWord: String?
        var forwards: [String] = []
        var depth = 0
        var closureTokens: [TokenSyntax] = []
        for (i, token) in tokens.enumerated() {
            switch token.tokenKind {
            case .leftBrace: depth += 1
            case .rightBrace: depth -= 1
            default: break
            }
            if depth > 0 { closureTokens.append(token) }
            guard case .identifier(let text) = token.tokenKind, i > 0, tokens[i - 1].tokenKind == .period else { continue }
            if i > 1, tokens[i - 2].tokenKind == .keyword(.Self) || tokens[i - 2].text == owner {
                forwards.append(text)
            } else if styleWord == nil, isLeadingDot(tokens, at: i - 1), SwiftUIRouteStyle(word: text) != nil {
                styleWord = text
            }
        }
        content = builtTypes(closureTokens)
        guard !content.isEmpty || !forwards.isEmpty else { return nil }
        return SwiftUIRouteFact(name: name, owner: owner, content: content, styleWord: styleWord, forwards: forwards, location: location)
    }

    /// A function's SwiftUI facts: a route when it is a static factory of its type; the
    /// types it builds when it extends `View` or is declared to return a view (a protocol's
    /// view-making requirement as an adopter implements it).
    static func swiftUIFunction(_ name: String, of owner: TypeFact, flow: FunctionFlow, body: CodeBlockItemListSyntax,
                                location: SourceLocation) -> (route: SwiftUIRouteFact?, built: [String]) {
        let route = flow.isStatic ? Self.route(name: name, owner: owner.name, returnType: flow.returnType, body: body, location: location) : nil
        let extendsView = owner.isExtension && owner.name == "View"
        guard extendsView || flow.returnType.map({ $0.hasSuffix("View") || $0 == "Body" }) == true else { return (route, []) }
        return (route, builtTypes(body.tokens(viewMode: .sourceAccurate)))
    }

    /// Whether the period at `index` starts an implicit member (`.sheet`, `to: .player(…)`)
    /// rather than following an expression (`view.sheet`, `Text("").bold()`).
    static func isLeadingDot(_ tokens: [TokenSyntax], at index: Int) -> Bool {
        guard index > 0 else { return true }
        switch tokens[index - 1].tokenKind {
        case .leftParen, .comma, .colon, .equal, .leftSquare, .leftBrace, .infixQuestionMark, .binaryOperator, .arrow,
             .keyword(.return), .keyword(.case), .keyword(.in):
            return true
        default:
            return false
        }
    }

    /// The names a SwiftUI type's members use after a dot: implicit members, and calls
    /// made on a view (`.name(` or `.name {`), each once with its first place.
    /// With them, the types it names without building them (`[any ContentGroup]`).
    func nameUses(_ members: MemberBlockSyntax) -> (uses: [SwiftUINameUse], references: [String]) {
        let tokens = Array(members.tokens(viewMode: .sourceAccurate))
        var out: [SwiftUINameUse] = []
        var seen: Set<String> = []
        var references: [String] = []
        var referenced: Set<String> = []
        for i in tokens.indices.dropFirst() {
            guard case .identifier(let name) = tokens[i].tokenKind else { continue }
            guard tokens[i - 1].tokenKind == .period else {
                if name.first?.isUppercase == true, i + 1 < tokens.count, tokens[i + 1].tokenKind != .leftParen,
                   tokens[i + 1].tokenKind != .leftBrace, referenced.insert(name).inserted {
                    references.append(name)
                }
                continue
            }
            var leading = Self.isLeadingDot(tokens, at: i - 1)
            var base: String?
            if !leading, case .identifier(let type) = tokens[i - 2].tokenKind, type.first?.isUppercase == true {
                leading = true
                base = type
            }
            if !leading {
                guard i + 1 < tokens.count, tokens[i + 1].tokenKind == .leftParen || tokens[i + 1].tokenKind == .leftBrace else { continue }
            }
            guard seen.insert((base ?? "") + (leading ? "." : "") + name).inserted else { continue }
            out.append(SwiftUINameUse(name: name, leading: leading, base: base, location: location(tokens[i])))
        }
        return (out, references)
    }
}
