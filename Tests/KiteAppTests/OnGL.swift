import KiteGLTestSupport
import Testing

/// Every suite in this target that makes a GL context nests in this one: its tests take turns (`GLTurn`) with every
/// other GL test in the process.
@Suite(.usesGL) enum OnGL {}
