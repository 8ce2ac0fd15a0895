import Testing

/// Every suite that makes a GL context nests in this one: EGL's display is shared by the whole process and a
/// context's teardown terminates it, so GL tests must not run side by side.
@Suite(.serialized) enum OnGL {}
