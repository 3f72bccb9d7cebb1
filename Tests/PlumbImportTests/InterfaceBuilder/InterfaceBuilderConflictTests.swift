import Foundation
import PlumbImport
import PlumbLayout
import Testing

/// Which constraint gives way when a cell's required constraints conflict, as the frames Xcode stores show it.
@Suite struct InterfaceBuilderConflictTests {
    /// A 60-pt cell on an iPhone SE (Xcode 14, no separator inset) whose box asks for 4 + 40 + 10 = 54.
    static func cell(contentViewAttributes: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <objects>
                <tableViewCell contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" rowHeight="60" id="Clt-Cl-001">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="60"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <tableViewCellContentView key="contentView" opaque="NO" contentMode="center" \(contentViewAttributes)tableViewCell="Clt-Cl-001" id="Clt-Cv-001">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="60"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Clt-Bx-001" userLabel="Box">
                                <rect key="frame" x="16" y="4" width="288" height="40"/>
                                <constraints>
                                    <constraint firstAttribute="height" constant="40" id="c01-Bx-Ht"/>
                                </constraints>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="Clt-Bx-001" firstAttribute="top" secondItem="Clt-Cv-001" secondAttribute="top" constant="4" id="c02-Bx-Tp"/>
                            <constraint firstAttribute="bottom" secondItem="Clt-Bx-001" secondAttribute="bottom" constant="10" id="c03-Bx-Bt"/>
                            <constraint firstItem="Clt-Bx-001" firstAttribute="leading" secondItem="Clt-Cv-001" secondAttribute="leading" constant="16" id="c04-Bx-Ld"/>
                            <constraint firstAttribute="trailing" secondItem="Clt-Bx-001" secondAttribute="trailing" constant="16" id="c05-Bx-Tr"/>
                        </constraints>
                    </tableViewCellContentView>
                </tableViewCell>
            </objects>
        </document>
        """
    }

    static func frames(contentViewAttributes: String) throws -> [String: Rect] {
        let document = try InterfaceBuilderReader.document(data: Data(cell(contentViewAttributes: contentViewAttributes).utf8),
                                                           path: "Clinch.xib")
        return try InterfaceBuilderFixtureTests.frames(document.scenes[0])
    }

    @Test func anAmbiguousContentViewsSizeGivesWayBeforeAnyRequiredConstraint() throws {
        let frames = try Self.frames(contentViewAttributes: #"ambiguous="YES" "#)
        // The content view stays where it is stored; its height follows from 4 + 40 + 10 = 54 instead of
        // the row's 60, so the box keeps its 4-pt top, its 40-pt height and its 10-pt bottom.
        InterfaceBuilderFixtureTests.expect(frames["contentView"], 0, 0, 320, 54)
        InterfaceBuilderFixtureTests.expect(frames["box"], 16, 4, 288, 40)
    }

    @Test func aContentViewNotMarkedAmbiguousKeepsTheRowsHeight() throws {
        let frames = try Self.frames(contentViewAttributes: "")
        // UIKit's run-time choice: the box's own height (the deepest view) gives way: 60 - 4 - 10 = 46.
        InterfaceBuilderFixtureTests.expect(frames["contentView"], 0, 0, 320, 60)
        InterfaceBuilderFixtureTests.expect(frames["box"], 16, 4, 288, 46)
    }
}
