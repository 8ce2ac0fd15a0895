// swift-tools-version:6.0
// Kite's example apps: each builds against Kite's public library products only, exactly as an app of your own would.
import PackageDescription

/// An example app: an executable on the runtime (`KiteApp`) and the Kite products it names.
func example(_ name: String, _ products: [String]) -> Target {
    .executableTarget(
        name: name,
        dependencies: products.map { .product(name: $0, package: "Kite") } + [
            .product(name: "ArgumentParser", package: "swift-argument-parser")
        ])
}

let package = Package(
    name: "KiteExamples",
    products: [
        .executable(name: "drag-card", targets: ["DragCard"]),
        .executable(name: "morphing-icon", targets: ["MorphingIcon"]),
        .executable(name: "physics-playground", targets: ["PhysicsPlayground"]),
    ],
    dependencies: [
        // Kite itself, by path; named so the products below can say `package: "Kite"` whatever the clone's folder.
        .package(name: "Kite", path: ".."),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        example(
            "DragCard", ["KiteApp", "KiteScene", "KiteGestures", "KiteAnimation", "KiteLayerAnimation", "KiteGeometry"]),
        example(
            "MorphingIcon",
            ["KiteApp", "KiteScene", "KiteGestures", "KiteAnimation", "KiteLayerAnimation", "KiteGeometry", "KiteSVG"]),
        example("PhysicsPlayground", ["KiteApp", "KiteScene", "KiteGestures", "KiteDynamics", "KiteGeometry"]),
        // The playground's world stepped by hand: walls, bounces and the HUD's safe area.
        .testTarget(
            name: "PhysicsPlaygroundTests",
            dependencies: [
                "PhysicsPlayground", .product(name: "KiteApp", package: "Kite"),
                .product(name: "KiteDynamics", package: "Kite"), .product(name: "KiteGeometry", package: "Kite"),
            ]),
    ],
    swiftLanguageModes: [.v6]
)
