// An Info.plist nested deeper than any real one is refused before
// Foundation's recursive parsers see it (10,000 levels overflowed the stack: exit 139).

import Foundation
import Testing
@testable import Scenario

struct PlistDepthTests {
    static func nestedXML(_ depth: Int) -> Data {
        let body = String(repeating: "<array>", count: depth) + String(repeating: "</array>", count: depth)
        return Data(("<?xml version=\"1.0\"?>\n<plist version=\"1.0\"><dict><key>UISupportedInterfaceOrientations</key>"
            + "<array><string>UIInterfaceOrientationPortrait</string></array><key>X</key>\(body)</dict></plist>\n").utf8)
    }

    /// A binary plist whose top array holds the next, `depth` times (object i refers to i+1).
    static func nestedBinary(_ depth: Int, cycle: Bool = false) -> Data {
        var bytes = Array("bplist00".utf8)
        var offsets: [Int] = []
        for index in 0..<depth {
            offsets.append(bytes.count)
            if index == depth - 1, !cycle {
                bytes.append(0xA0)  // an empty array
            } else {
                // One reference, 2 bytes wide; the last one points back to the top in a cycle.
                bytes += [0xA1] + withUnsafeBytes(of: UInt16(index == depth - 1 ? 0 : index + 1).bigEndian, Array.init)
            }
        }
        let table = bytes.count
        for offset in offsets { bytes += withUnsafeBytes(of: UInt32(offset).bigEndian, Array.init) }
        bytes += [0, 0, 0, 0, 0, 0, 4, 2]
        bytes += withUnsafeBytes(of: UInt64(depth).bigEndian, Array.init)
        bytes += withUnsafeBytes(of: UInt64(0).bigEndian, Array.init)
        bytes += withUnsafeBytes(of: UInt64(table).bigEndian, Array.init)
        return Data(bytes)
    }

    @Test("XML, binary and OpenStep plists 10,000 levels deep: one line, never the parser")
    func tooDeep() throws {
        let openStep = Data((String(repeating: "(", count: 10_000) + String(repeating: ")", count: 10_000)).utf8)
        for data in [Self.nestedXML(10_000), Self.nestedXML(65), Self.nestedBinary(10_000), openStep] {
            let error = try PlistErrorTests().error(bytes: data)
            #expect(error?.description.contains("nested more than 64 levels deep") == true, "\(error?.description ?? "read")")
            #expect(error?.description.contains("\n") == false)
        }
        #expect(PlistPrecheck.problem(Self.nestedBinary(5, cycle: true))?.contains("contains itself") == true)
    }

    @Test("real nesting passes: 40 levels in XML and binary, comments and CDATA that look like tags")
    func realNesting() throws {
        #expect(PlistPrecheck.problem(Self.nestedXML(40)) == nil)
        #expect(PlistPrecheck.problem(Self.nestedBinary(40)) == nil)
        let tricky = "<?xml version=\"1.0\"?><!DOCTYPE plist><plist><!-- <array><array> --><dict><key>a</key>"
            + "<string><![CDATA[<array><array>]]></string><array/><true/></dict></plist>"
        #expect(PlistPrecheck.xmlDepth(Array(tricky.utf8)) == 3)
        let values = try PlistErrorTests().error(bytes: try Plists.data(PlistTests.player, binary: true))
        #expect(values == nil)
    }
}
