import Testing
@testable import OrientationEngine

@Suite("Values R1–R4")
struct ValuesTests {
    @Test("R1 device orientation raw values")
    func deviceRawValues() {
        let raws = DeviceOrientation.allCases.map { "\($0.name)=\($0.rawValue)" }
        #expect(raws == ["unknown=0", "portrait=1", "portraitUpsideDown=2", "landscapeLeft=3",
                         "landscapeRight=4", "faceUp=5", "faceDown=6"])
        #expect(DeviceOrientation(name: "upsideDown") == .portraitUpsideDown)
        #expect(DeviceOrientation(name: "sideways") == nil)
    }

    @Test("R2 interface raw values and the swapped landscape mapping")
    func interfaceMapping() {
        #expect(InterfaceOrientation.landscapeRight.rawValue == 3)
        #expect(InterfaceOrientation.landscapeLeft.rawValue == 4)
        #expect(DeviceOrientation.landscapeLeft.interfaceOrientation == .landscapeRight)
        #expect(DeviceOrientation.landscapeRight.interfaceOrientation == .landscapeLeft)
        #expect(DeviceOrientation.portrait.interfaceOrientation == .portrait)
        #expect(DeviceOrientation.portraitUpsideDown.interfaceOrientation == .portraitUpsideDown)
        for flat in [DeviceOrientation.faceUp, .faceDown, .unknown] { #expect(flat.interfaceOrientation == nil) }
        for orientation in allFour { #expect(orientation.deviceOrientation.interfaceOrientation == orientation) }
        #expect(InterfaceOrientation(name: "unknown") == nil)
    }

    @Test("R3 mask bits, composite names and file names")
    func maskBits() {
        #expect(OrientationMask.portrait.rawValue == 2)
        #expect(OrientationMask.portraitUpsideDown.rawValue == 4)
        #expect(OrientationMask.landscapeRight.rawValue == 8)
        #expect(OrientationMask.landscapeLeft.rawValue == 16)
        #expect(OrientationMask.landscape.rawValue == 24)
        #expect(OrientationMask.allButUpsideDown.rawValue == 26)
        #expect(OrientationMask.all.rawValue == 30)
        for orientation in allFour { #expect(orientation.mask.rawValue == 1 << orientation.rawValue) }
        #expect(OrientationMask(name: "upsideDown") == .portraitUpsideDown)
        #expect(OrientationMask(name: "none") == OrientationMask.none)
        #expect(OrientationMask([.portrait, .landscapeLeft]).description == "portrait|landscapeLeft")
        #expect(OrientationMask([.landscapeLeft, .landscapeRight]).description == "landscape")
    }

    @Test("R4 angles: body and content signs, upright when interface = interface(device)")
    func angles() {
        #expect(DeviceOrientation.landscapeLeft.bodyAngle == -90)
        #expect(DeviceOrientation.landscapeRight.bodyAngle == 90)
        #expect(DeviceOrientation.portraitUpsideDown.bodyAngle == 180)
        #expect(InterfaceOrientation.landscapeRight.contentAngle == 90)
        #expect(InterfaceOrientation.landscapeLeft.contentAngle == -90)
        for device in [DeviceOrientation.portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight] {
            let interface = device.interfaceOrientation ?? .portrait
            let onScreen = (device.bodyAngle + interface.contentAngle).truncatingRemainder(dividingBy: 360)
            #expect(onScreen == 0, "device \(device) shows content at \(onScreen)°")
        }
    }

    @Test("R4 rotation animation turns the short way and eases")
    func animationAngles() {
        let turn = RotationTransition(from: .portrait, to: .landscapeLeft, startAngle: 0, start: 1, duration: 0.3,
                                      withCallbacks: true)
        #expect(turn.contentAngle(at: 1) == 0)
        #expect(abs(turn.contentAngle(at: 1.15) + 45) < 0.001)
        #expect(turn.contentAngle(at: 1.3) == -90)
        let flip = RotationTransition(from: .landscapeRight, to: .landscapeLeft, startAngle: 90, start: 0,
                                      duration: 0.6, withCallbacks: true)
        #expect(abs(flip.contentAngle(at: 0.3)) < 0.001, "a half turn passes through portrait")
    }
}
